import { describe, expect, it } from 'vitest';
import { INFORMAL_REVIEW_DATES } from './appeal-calendar.ts';
import { COUNTIES, COUNTY_KEYS } from './counties.ts';
import { COUNTY_FACT_SHEETS, type CountyFactSheet, feeText, type Sourced } from './county-facts.ts';

const FACTS = ['fee', 'board', 'formalWindowEnd', 'informalReview'] as const;
/** Facts a county has only once a source gives them (decision 248). */
const OPTIONAL: (keyof CountyFactSheet)[] = ['assessor', 'hearingCopies'];

function expectSourced(fact: Sourced<unknown>, label: string) {
  expect(fact, label).toHaveProperty('value'); // a value or an explicit null (unknown)
  expect(fact.value, label).not.toBeUndefined();
  expect(fact.source.trim().length, `${label}: source`).toBeGreaterThan(5);
  expect(fact.checked, `${label}: checked`).toMatch(/^20\d\d-\d\d-\d\d$/);
  expect(Number.isNaN(Date.parse(fact.checked)), `${label}: checked`).toBe(false);
}

describe('the sourced county fact table (issue 16 item 6, decision 101)', () => {
  it.each(COUNTY_KEYS)('%s has every fact, each with its source and date, or an explicit unknown', (key) => {
    const sheet = COUNTY_FACT_SHEETS[key];
    const present = OPTIONAL.filter((name) => sheet[name] !== undefined);
    expect(Object.keys(sheet).sort()).toEqual([...FACTS, ...present].sort());
    for (const name of [...FACTS, ...present]) expectSourced(sheet[name]!, `${key}.${name}`);
    // The fee: a sourced amount (0 = none) or null (unknown: "check with the clerk"), never a guess.
    expect(sheet.fee.value === null || (Number.isInteger(sheet.fee.value) && sheet.fee.value >= 0)).toBe(
      true,
    );
    expect(sheet.board.value.name).toMatch(/Board|Clerk/);
    expect(sheet.board.value.address_lines.length).toBeGreaterThan(0);
    expect(sheet.board.value.address_lines.at(-1)).toMatch(/, CA 9\d{4}(-\d{4})?$/);
    expect(sheet.formalWindowEnd.value).toEqual(
      expect.objectContaining({ month: expect.any(Number), day: expect.any(Number) }),
    );
    expect([
      { month: 9, day: 15 },
      { month: 11, day: 30 },
    ]).toContainEqual(sheet.formalWindowEnd.value); // R&T §1603: one of the two
    const review = sheet.informalReview.value;
    expect(review?.name.length).toBeGreaterThan(5);
  });

  it('holds the fees domain.md and issue 16 source, and no unsourced amount', () => {
    const fees = Object.fromEntries(COUNTY_KEYS.map((k) => [k, COUNTY_FACT_SHEETS[k].fee.value]));
    expect(fees).toEqual({
      alameda: 50,
      san_mateo: null, // domain.md: unconfirmed
      la: null, // "$46" has no source (issue 16)
      contra_costa: 40,
      san_bernardino: 45,
      riverside: null, // $30 was 2011, unconfirmed now
      ventura: 0, // issue 16: no application fee
      santa_clara: 0, // none since 2015
    });
    for (const key of COUNTY_KEYS) {
      expect(COUNTIES[key].appealFeeUsd).toBe(fees[key]);
      expect(COUNTIES[key].feeConfirmed).toBe(fees[key] !== null);
    }
  });

  it('is the one source of the windows, the informal review and its dates', () => {
    for (const key of COUNTY_KEYS) {
      const sheet = COUNTY_FACT_SHEETS[key];
      expect(COUNTIES[key].appealWindowEnd).toEqual(sheet.formalWindowEnd.value);
      expect(COUNTIES[key].informalReview).toBe(sheet.informalReview.value?.name);
      expect(INFORMAL_REVIEW_DATES[key]).toEqual({
        opens: sheet.informalReview.value?.opens ?? null,
        closes: sheet.informalReview.value?.closes ?? null,
        approximate: sheet.informalReview.value?.approximate ?? false,
      });
    }
  });

  it('says "check with the clerk" where the fee is unknown, and prints only sourced amounts', () => {
    expect(feeText('Los Angeles', COUNTIES.la.appealFeeUsd)).toMatch(/check with the clerk/i);
    expect(feeText('Los Angeles', COUNTIES.la.appealFeeUsd)).not.toMatch(/\$/);
    expect(feeText('Riverside', COUNTIES.riverside.appealFeeUsd)).not.toMatch(/\$30/);
    expect(feeText('Ventura', COUNTIES.ventura.appealFeeUsd)).toBe('Ventura County charges no filing fee.');
    expect(feeText('Alameda', COUNTIES.alameda.appealFeeUsd)).toMatch(/\$50 processing fee/);
  });
});
