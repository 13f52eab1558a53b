// The report PDF in the owner's language (issue 55 item 4, decision 263): where and when to file, the
// next steps and the footer in Spanish or Traditional Chinese (its script printed, a CJK font embedded),
// while the letter, the comparables and the evidence the board reads stay English; the API's report
// (assembled without a locale) stays English.
import { PDFDocument } from 'pdf-lib';
import { baseYearAppealFor } from '@homie/contracts/base-year';
import type { Locale } from '@homie/contracts/locales';
import { describe, expect, it } from 'vitest';
import { sampleAnalysis } from '../appeals.fixtures.ts';
import { hasPdftotext, pdfText } from '../appeals.test-helpers.ts';
import { assembleReport } from '../report/report-assemble.ts';
import { snapshotFromAnalysis } from '../report/report-snapshot.ts';
import { unicodeFontsAvailable } from './pdf-fonts.ts';
import { drawReportPdf } from './report-pdf.ts';

const board = { name: 'Board', address_lines: ['1 Main St'], phone: null, website: null, verified: true };
const preparedOn = new Date('2026-11-21T10:00:00Z');

function report(locale?: Locale) {
  const assembled = assembleReport({
    jobId: 'job',
    tier: 'basic',
    county: 'alameda',
    snapshot: snapshotFromAnalysis(sampleAnalysis({ comps: 5 }), 'basic'),
    application: null,
    board,
    editedLetter: null,
    generatedAt: preparedOn,
    updatedAt: preparedOn,
    now: preparedOn,
    ...(locale ? { locale } : {}),
  });
  // A purchase whose base-year value is still open for 2026 (decision 248).
  return {
    ...assembled,
    base_year_appeal: baseYearAppealFor({ date: '2023-07-26', price: 1_990_000 }, 2026),
  };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const fontsOf = async (bytes: Uint8Array) => {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object.toString())
    .filter((text) => text.includes('/BaseFont'))
    .join('\n');
};

describe('the report PDF in the owner’s language', () => {
  it('the API’s report is English; a locale translates only its next steps', () => {
    const english = report();
    const spanish = report('es');
    expect(english.next_steps[0]!.title).toBe('Ask for the free informal review first');
    expect(spanish.next_steps[0]!.title).toBe('Pida primero la revisión informal gratuita');
    expect(spanish.next_steps.at(-1)!.detail).toContain(
      'fotos fechadas del estado de la vivienda al 1 de enero',
    );
    // The letter the board reads is the same English letter.
    expect(spanish.letter).toBe(english.letter);
    expect(spanish.filing).toEqual(english.filing);
  });

  it.skipIf(!hasPdftotext)(
    'Spanish: the owner’s pages translated, the letter and evidence English (pdftotext)',
    async () => {
      const english = report();
      const text = flat(pdfText(await drawReportPdf(report('es'), preparedOn, [], 'es')));
      expect(text).toContain('DÓNDE Y CUÁNDO PRESENTAR');
      expect(text).toContain('PRÓXIMOS PASOS');
      // A label longer than its column wraps there (pdftotext lays its second line beside the value).
      expect(text).toContain('Fecha de gravamen (fecha del');
      expect(text).toContain('del 2 de julio de 2026 al 15 de septiembre de 2026');
      expect(text).toContain('1. Pida primero la revisión informal gratuita');
      expect(text).toContain('Siga pagando su impuesto sobre la propiedad');
      expect(text).toMatch(
        /Informe de apelación - .+ - condado de Alameda - preparado el 21 de noviembre de 2026 - página 1 de \d+/,
      );
      // What the board reads stays English.
      expect(text).toContain(flat(english.letter.split('\n').find((line) => line.length > 60)!));
      expect(text).toContain('COMPARABLE SALES (5)');
      expect(text).not.toContain('WHERE AND WHEN TO FILE');
    },
  );

  it.skipIf(!hasPdftotext || !unicodeFontsAvailable())(
    'Traditional Chinese: printed in its script with a CJK font embedded (pdftotext)',
    async () => {
      const bytes = await drawReportPdf(report('zh-Hant'), preparedOn, [], 'zh-Hant');
      const text = flat(pdfText(bytes));
      expect(text).toContain('在何處、何時提交');
      expect(text).toContain('後續步驟');
      expect(text).toContain('先申請免費的非正式複核');
      // The hearing kit's guidance and the base-year box in Traditional Chinese too (decision 271).
      expect(text).toContain('聽證資料包：從提交申請到聽證');
      expect(text).toContain('基準年價值申訴仍可提出（R&T §80(a)(3)）');
      expect(text).toContain('"您的銷售紀錄離得太遠。"');
      expect(text).toContain('2026年11月21日');
      expect(text).toContain('COMPARABLE SALES (5)');
      expect(await fontsOf(bytes)).toMatch(/WenQuanYi|MicroHei/i);
    },
  );

  it.skipIf(!hasPdftotext)('English is as before', async () => {
    const text = flat(pdfText(await drawReportPdf(report(), preparedOn)));
    expect(text).toContain('WHERE AND WHEN TO FILE');
    expect(text).toContain('1. Ask for the free informal review first');
    expect(text).toContain('Lien date (value date) 01/01/2026');
    expect(text).toMatch(/Appeal report - .+ - Alameda County - prepared 11\/21\/2026 - page 1 of \d+/);
  });

  it.skipIf(!hasPdftotext)(
    'the hearing kit and the base-year box: the owner’s guidance in Spanish with the English said to the board beside it, the letter English (pdftotext)',
    async () => {
      const english = report();
      const kit = english.hearing_kit!;
      const text = flat(pdfText(await drawReportPdf(report('es'), preparedOn, [], 'es')));
      expect(text).toContain('APELACIÓN DEL VALOR DEL AÑO BASE AÚN ABIERTA (R&T §80(a)(3))');
      expect(text).toContain('Usted compró la vivienda el 26 de julio de 2023 por');
      expect(text).toContain('MATERIAL PARA LA AUDIENCIA: ENTRE LA PRESENTACIÓN Y LA AUDIENCIA');
      expect(text).toContain('Antes de la audiencia, cualquiera de las partes puede pedir a la otra');
      expect(text).toContain('Su opinión de valor al 1 de enero de 2026:');
      expect(text).toContain('"Sus ventas están demasiado lejos."');
      expect(text).toContain('Puede retirar la solicitud por escrito');
      // The outline and the answers: Spanish, each with its English as said to the board.
      expect(text).toContain('La apelación: el valor de 2026 de');
      expect(text).toContain(`En inglés, tal como se dice ante la junta: ${flat(kit.outline[0]!)}`);
      expect(text).toContain(`"${kit.rebuttals[0]!.objection}" ${flat(kit.rebuttals[0]!.answer)}`);
      // The letter to the assessor stays English; its note is the owner's.
      expect(text).toContain('Complete los espacios en blanco');
      expect(text).toContain(
        'Re: Exchange of information (Revenue and Taxation Code §1606; Property Tax Rule 305.1)',
      );
      expect(text).toContain('Dear Assessor,');
      for (const gone of [
        'HEARING KIT',
        'What to send',
        'Your sales are too far away. Say',
        'You bought the home on',
      ])
        expect(text).not.toContain(gone);
    },
  );

  it.skipIf(!hasPdftotext)('English: the kit and the base-year box as before', async () => {
    const english = report();
    const kit = english.hearing_kit!;
    const text = flat(pdfText(await drawReportPdf(english, preparedOn)));
    expect(text).toContain('BASE-YEAR APPEAL STILL OPEN (R&T §80(a)(3))');
    expect(text).toContain(flat(english.base_year_appeal!.text).slice(0, 120));
    expect(text).toContain('HEARING KIT: BETWEEN FILING AND THE HEARING');
    expect(text).toContain(flat(kit.exchange.what[0]!));
    expect(text).toContain(`"${kit.rebuttals[0]!.objection}" ${flat(kit.rebuttals[0]!.answer)}`);
    expect(text).not.toContain('as said to the board');
  });
});
