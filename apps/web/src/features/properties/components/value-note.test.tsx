import { render, screen } from '@testing-library/react';
import type { ValueNotePart } from '@homie/contracts/value-notes';
import { valueNoteText } from '@homie/contracts/value-notes';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishCatalogue, loadArea } from '#lib/i18n/catalogues.ts';
import { ValueNote } from './value-note.tsx';

const prop13 = (over: Partial<Extract<ValueNotePart, { kind: 'prop13' }>> = {}): ValueNotePart => ({
  kind: 'prop13',
  byOwner: true,
  basePrice: 600_000,
  baseDate: '2016-03-01',
  rollYear: 2026,
  baseRollYear: 2017,
  afterLienDate: false,
  factor: 1.2187,
  factoredBaseYearValue: 731_220,
  prop8Value: null,
  ...over,
});

/** Every kind of part, as the server sends them (compass-data.ts `statedValues`). */
const NOTES: ValueNotePart[][] = [
  [{ kind: 'demo' }],
  [{ kind: 'enteredValue' }],
  [{ kind: 'ownerRecordValue' }],
  [{ kind: 'rollValue', rollYear: 2026, source: null }],
  [{ kind: 'rollValue', rollYear: 2026, source: 'la-assessor' }],
  [{ kind: 'rollValue', rollYear: 2025, source: 'county-file.csv' }],
  [{ kind: 'demo' }, prop13({ byOwner: false })],
  [prop13({ prop8Value: 700_000 })],
  [prop13({ baseDate: '2026-02-10', afterLienDate: true, baseRollYear: 2027, factor: 1 })],
  [{ kind: 'enteredTax' }],
  [{ kind: 'billTax', rollYear: 2026 }],
  [{ kind: 'rateTax', exemption: 0, countyName: 'Alameda', rate: 0.0126 }],
  [{ kind: 'demo' }, { kind: 'rateTax', exemption: 7_000, countyName: 'Los Angeles', rate: 0.011 }],
];

describe('a value note worded from its parts (issue 55)', () => {
  beforeAll(async () => {
    await loadArea('analysis');
  });

  it('reads in the English catalogue as contracts’ English, the API’s note, byte for byte', () => {
    for (const parts of NOTES) {
      const { container, unmount } = render(
        <IntlProvider locale="en" messages={englishCatalogue}>
          <ValueNote parts={parts} />
        </IntlProvider>,
      );
      expect(container.textContent).toBe(valueNoteText(parts));
      unmount();
    }
  });

  it('reads in Traditional Chinese with its dates and money by Intl', async () => {
    const { loadCatalogue } = await import('#lib/i18n/catalogues.ts');
    const catalogue = await loadCatalogue('zh-Hant');
    render(
      <IntlProvider locale="zh-Hant" messages={catalogue}>
        <ValueNote parts={[prop13({ prop8Value: 700_000 })]} />
      </IntlProvider>,
    );
    const money = new Intl.NumberFormat('zh-Hant', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    expect(
      screen.getByText(
        `估算值，並非縣政府的數字：以您的購買（2016年3月1日，${money.format(600_000)}）作為第 13 號提案的基礎價值，按每年的通膨係數（每年最多 2%）調整至 2026 年稅冊（×1.2187 = ${money.format(731_220)}）。 1 月 1 日的市場價值較低，因此第 8 號提案將其上限定為 ${money.format(700_000)}。 請輸入您稅單上的價值以取代此估算。`,
      ),
    ).toBeInTheDocument();
  });
});
