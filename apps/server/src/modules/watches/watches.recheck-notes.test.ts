// A re-check mail's value notes in the owner's language (issue 55 item 4, decision 274): worded from
// the analysis' parts through mailText; English equal to contracts' valueNoteText; a result stored
// without parts keeps its English note.
import { type ValueNotePart, valueNoteText } from '@homie/contracts/value-notes';
import { describe, expect, it } from 'vitest';
import { mailText } from '#lib/i18n/mail-text.ts';
import { valueNoteIn } from '#lib/i18n/value-note-words.ts';
import { type RecheckFigures, recheckMail } from './watches.mail.ts';

const ROLL: ValueNotePart[] = [{ kind: 'rollValue', rollYear: 2030, source: 'roll-csv' }];
const RATE: ValueNotePart[] = [{ kind: 'rateTax', exemption: 7000, countyName: 'Alameda', rate: 0.0126 }];
const EVERY_KIND: ValueNotePart[][] = [
  [{ kind: 'demo' }, { kind: 'enteredValue' }],
  [{ kind: 'ownerRecordValue' }],
  ROLL,
  [{ kind: 'rollValue', rollYear: 2029, source: null }],
  [{ kind: 'rollValue', rollYear: 2029, source: 'la-assessor' }],
  [{ kind: 'rollValue', rollYear: 2029, source: 'county-ftp' }],
  [
    {
      kind: 'prop13',
      byOwner: true,
      basePrice: 850_000,
      baseDate: '2021-06-15',
      rollYear: 2030,
      baseRollYear: 2022,
      afterLienDate: false,
      factor: 1.1717,
      factoredBaseYearValue: 995_945,
      prop8Value: 960_000,
    },
  ],
  [
    {
      kind: 'prop13',
      byOwner: false,
      basePrice: 1_200_000,
      baseDate: '2030-02-03',
      rollYear: 2030,
      baseRollYear: 2031,
      afterLienDate: true,
      factor: 1,
      factoredBaseYearValue: 1_200_000,
      prop8Value: null,
    },
  ],
  [{ kind: 'enteredTax' }],
  [{ kind: 'billTax', rollYear: 2030 }],
  RATE,
  [{ kind: 'rateTax', exemption: 0, countyName: 'San Mateo', rate: 0.011 }],
];

const figures = (parts: boolean): RecheckFigures => ({
  assessedValue: 1_092_420,
  assessedNote: valueNoteText(ROLL),
  assessedNoteParts: parts ? ROLL : undefined,
  marketValue: 900_000,
  range: { low: 860_000, high: 950_000 },
  comparables: 0,
  soldFrom: null,
  soldTo: null,
  ratePercent: 1.26,
  taxNote: valueNoteText(RATE),
  taxNoteParts: parts ? RATE : undefined,
});

function mailIn(language: string, parts = true) {
  return recheckMail(
    {
      id: 'w1',
      email: 'owner@example.com',
      address: '123 Main St, Oakland, CA 94611',
      county: 'alameda',
      userId: null,
      language,
    },
    {
      due: { point: 'recheck_lien_date', rollYear: 2030, day: { year: 2030, month: 1, day: 1 } },
      before: { verdict: 'overpaying', saving: 1908, rollYear: 2026 },
      after: { verdict: 'overpaying', saving: 2424, rollYear: 2030 },
      figures: figures(parts),
    },
    { publicUrl: 'https://homie.example', postalAddress: '1 Postal Way', unsubscribeMailto: null },
    { oneClick: 'https://homie.example/u', page: 'https://homie.example/p', mailto: null },
  );
}

describe("a re-check mail's value notes", () => {
  it('in English, every kind of part reads as valueNoteText (the API note) byte for byte', () => {
    const en = mailText('en');
    for (const parts of EVERY_KIND) expect(valueNoteIn(en, parts, null)).toBe(valueNoteText(parts));
    const text = mailIn('en').text;
    expect(text).toContain(
      "Assessed value: $1,092,420. The county roll's value for 2030 (from an imported county roll).",
    );
    expect(text).toContain(
      "less the homeowners' exemption of $7,000 × Alameda County's typical rate of 1.26% (1% levy plus voter-approved debt)",
    );
  });

  it('in Spanish, the notes are worded from their parts, with no English left', () => {
    const text = mailIn('es').text;
    expect(text).toContain(
      'El valor del registro del condado para 2030 (de un registro del condado importado).',
    );
    expect(text).toMatch(
      /menos la exención para propietarios de vivienda de 7000\sUS\$ × la tasa típica del condado de Alameda de 1,26\s%/,
    );
    expect(text).not.toContain("The county roll's value");
    expect(text).not.toContain('typical rate');
  });

  it('in Korean, a Prop 13 estimate reads with its long date and the Prop 8 cap', () => {
    const ko = mailText('ko');
    const words = valueNoteIn(ko, EVERY_KIND[6], 'English')!;
    expect(words).toContain('2021년 6월 15일');
    expect(words).toContain('Prop 8에 따라');
    expect(words).toContain('US$960,000');
    expect(mailIn('ko').text).toContain('카운티 과세대장의 2030년 가액입니다(가져온 카운티 과세대장 기준).');
  });

  it('a result stored without parts keeps its English notes', () => {
    const text = mailIn('es', false).text;
    expect(text).toContain("The county roll's value for 2030 (from an imported county roll).");
  });
});
