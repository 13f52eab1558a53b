// The report's notes in the owner's language (issue 55 item 4, decision 274): assembled as parts
// beside their English, index by index; worded through mailText for the PDF, English byte for byte;
// a report without parts keeps its English notes.
import { californiaDate } from '@homie/contracts/appeal-calendar';
import type { AppealReport, ReportNotePart } from '@homie/contracts/appeals-report';
import { noticeAppealOf } from '@homie/contracts/notice-appeals';
import { describe, expect, it } from 'vitest';
import { mailText } from '#lib/i18n/mail-text.ts';
import type { sampleAnalysis } from '../appeals.fixtures.ts';
import { completeInfo, hasPdftotext, pdfText, sampleReport } from '../appeals.test-helpers.ts';
import { unicodeFontsAvailable } from '../pdf/pdf-fonts.ts';
import { drawReportPdf } from '../pdf/report-pdf.ts';
import { reportNotesIn, reportNoteWords } from './report-note-words.ts';

type Analysis = ReturnType<typeof sampleAnalysis>;

/** The sample report (appeals.test-helpers), assembled on the day `now` names. */
const assemble = ({
  now,
  ...options
}: { now: string } & Omit<Parameters<typeof sampleReport>[0] & {}, 'now'>): AppealReport =>
  sampleReport({ ...options, now: new Date(now) }).report;

const info = (analysis: Analysis) => analysis.property_info!;
const purchase = (date: string, price: number) => (analysis: Analysis) => {
  info(analysis).compass_data = { purchase_date: date, purchase_price: price } as unknown as NonNullable<
    Analysis['property_info']
  >['compass_data'];
};
const SUPPLEMENTAL = {
  notice_type: 'supplemental',
  notice_date: '11/15/2026',
  event_date: '09/13/2026',
} as const;
function noticeOn(iso: string) {
  const check = noticeAppealOf(SUPPLEMENTAL, californiaDate(new Date(iso)));
  if (!check.ok || !check.appeal) throw new Error('the sample notice must read');
  return check.appeal;
}

/** A demo home's estimate in January, few sales, an unverified board, no owner yet. */
const demoJanuary = () =>
  assemble({
    comps: 2,
    county: 'la',
    rollYear: 2027,
    now: '2027-01-15T20:00:00Z',
    verified: false,
    change: (analysis) => {
      info(analysis).source = 'demo';
      info(analysis).assessed_value_basis = 'prop13_estimate';
    },
  });

const scenarios: Record<string, () => AppealReport> = {
  demoJanuary,
  closedPeriod: () => assemble({ now: '2026-11-21T12:00:00Z' }),
  recentPurchase: () => assemble({ now: '2026-08-01T12:00:00Z', change: purchase('2025-03-10', 1_100_000) }),
  notBelow: () =>
    assemble({
      now: '2026-08-01T12:00:00Z',
      reconciled: false,
      change: (analysis) => {
        analysis.valuation!.market_value = 1_150_000;
      },
    }),
  noticeOpen: () =>
    assemble({
      now: '2026-12-12T20:00:00Z',
      rollYear: 2026,
      notice: noticeOn('2026-12-12T20:00:00Z'),
      change: purchase('2026-09-13', 1_250_000),
    }),
  noticeClosed: () =>
    assemble({ now: '2027-01-15T20:00:00Z', rollYear: 2026, notice: noticeOn('2027-01-15T20:00:00Z') }),
  ownerBelowGridWithExemption: () =>
    assemble({
      now: '2026-08-17T12:00:00Z',
      application: completeInfo({
        opinion_value: '500000',
        homeowners_exemption: 'yes',
        principal_residence: 'yes',
      }),
    }),
};

const KINDS: ReportNotePart['kind'][] = [
  'demo',
  'estimatedAssessed',
  'recentPurchase',
  'notBelowAssessed',
  'fewComparables',
  'notice',
  'supplementalPurchase',
  'periodClosed',
  'noticePreliminary',
  'preliminary',
  'opinionOutsideGrid',
  'homeownersExemption',
  'boardUnverified',
  'completeForm',
];

describe("the report's notes in parts", () => {
  it('every note has its parts, and the parts worded in English are the note byte for byte', () => {
    const en = mailText('en');
    const seen = new Set<string>();
    for (const [name, build] of Object.entries(scenarios)) {
      const report = build();
      expect(report.note_parts, name).toHaveLength(report.notes.length);
      report.note_parts!.forEach((part, index) => {
        seen.add(part.kind);
        expect(reportNoteWords(part, en), `${name}: ${part.kind}`).toBe(report.notes[index]);
      });
      expect(reportNotesIn(report, en)).toBe(report.notes);
    }
    expect(KINDS.filter((kind) => !seen.has(kind))).toEqual([]);
  });

  it('in Spanish, every note is worded from its parts', () => {
    const es = mailText('es');
    const notes = reportNotesIn(demoJanuary(), es);
    expect(notes).toEqual([
      'Datos de demostración: este informe se elaboró con viviendas y ventas de demostración generadas, no con registros del condado. No lo presente.',
      'El valor tasado que teníamos era solo una estimación según la Prop 13: escriba en el formulario de apelación el valor impreso en su factura de impuestos o aviso de tasación, y pasará a la carta.',
      'Solo 2 ventas comparables cumplieron los criterios que aceptan las juntas de apelación para esta propiedad; el plan Basic incluye de 3 a 5 cuando el mercado las tiene.',
      'Preliminar: las ventas que se cierren hasta el 31 de marzo de 2027 todavía cuentan como prueba del valor al 1 de enero de 2027 (California Revenue and Taxation Code §402.5), así que es posible que este paquete aún no las tenga todas. Después del 31 de marzo, vuelva a hacer su análisis y descargue el paquete de nuevo antes de presentarlo; una vivienda vigilada se vuelve a revisar por usted el 15 de abril.',
      'La dirección de presentación de la junta del condado de Los Angeles aún no se ha verificado: confírmela con el secretario antes de enviar.',
      'Complete el formulario de apelación para que su nombre y sus datos de contacto figuren en la carta.',
    ]);
    const notice = reportNotesIn(scenarios.noticeOpen!(), es).join('\n');
    expect(notice).toContain(
      'Apelación de tasación suplementaria: preséntela a más tardar el 14 de enero de 2027, 60 días después del envío del aviso el 15 de noviembre de 2026 (R&T §1605). Defiende el valor al 13 de septiembre de 2026.',
    );
    expect(notice).toContain('Preliminar: las ventas que se cierren hasta el 12 de diciembre de 2026');
    expect(reportNotesIn(scenarios.closedPeriod!(), es).join('\n')).toContain(
      'El período de presentación de 2026 en el condado de Alameda cerró el 15 de septiembre de 2026',
    );
    const grid = reportNotesIn(scenarios.ownerBelowGridWithExemption!(), es).join('\n');
    expect(grid).toMatch(
      /Su opinión de valor, 500\.000\sUS\$, está por debajo de todos los precios ajustados/,
    );
    expect(grid).toContain('Su vivienda tiene la exención para propietarios de vivienda');
  });

  it('in Korean, a recent purchase and the closed notice are worded from their parts', () => {
    const ko = mailText('ko');
    expect(reportNotesIn(scenarios.recentPurchase!(), ko).join('\n')).toContain(
      '귀하는 2025년 3월 10일에 이 주택을 US$1,100,000에 매입하셨으며, 이는 평가액 US$1,092,420 이상입니다.',
    );
    expect(reportNotesIn(scenarios.noticeClosed!(), ko)[0]).toBe(
      '이 추가 평가 통지서의 이의신청 기간은 2026년 11월 15일 발송 후 60일인 2027년 1월 14일에 종료되었습니다(R&T §1605). 지금 신청하면 기한을 넘기므로 Homie는 준비하지 않습니다.',
    );
  });

  it('a report without parts, or with parts that do not line up, keeps its English notes', () => {
    const report = demoJanuary();
    const { note_parts: _, ...older } = report;
    expect(reportNotesIn(older, mailText('es'))).toBe(report.notes);
    expect(reportNotesIn({ ...report, note_parts: report.note_parts!.slice(1) }, mailText('es'))).toBe(
      report.notes,
    );
  });
});

const flat = (text: string) => text.replace(/\s+/g, ' ');
const preparedOn = new Date('2027-01-15T20:00:00Z');

describe("the PDF report's notes", () => {
  it.skipIf(!hasPdftotext)('English: "Note:" lines as the API says them', async () => {
    const report = demoJanuary();
    const text = flat(pdfText(await drawReportPdf(report, preparedOn)));
    // A note may run onto the next page: its start is read.
    for (const note of report.notes) expect(text).toContain(`Note: ${note.slice(0, 60)}`);
  });

  it.skipIf(!hasPdftotext)('Spanish: the notes in Spanish, none left in English (pdftotext)', async () => {
    const report = demoJanuary();
    const text = flat(pdfText(await drawReportPdf(report, preparedOn, [], 'es')));
    expect(text).toContain('Nota: Datos de demostración: este informe se elaboró');
    expect(text).toContain('Nota: Solo 2 ventas comparables cumplieron los criterios');
    expect(text).toContain('Nota: Complete el formulario de apelación para que su nombre');
    expect(text).not.toContain('Note:');
    expect(text).not.toContain('Only 2 comparable sales');
  });

  it.skipIf(!hasPdftotext || !unicodeFontsAvailable())(
    'Traditional Chinese: the notes in its script (pdftotext)',
    async () => {
      const report = demoJanuary();
      const text = flat(pdfText(await drawReportPdf(report, preparedOn, [], 'zh-Hant')));
      expect(text).toContain('註：');
      expect(text).toContain('只有 2 筆可比銷售符合申訴委員會對這處房產接受的標準');
      expect(text).toContain('Los Angeles 縣委員會的提交地址尚未核實');
      expect(text).not.toContain('Note:');
    },
  );
});
