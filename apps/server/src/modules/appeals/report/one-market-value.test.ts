import type { AppealBoard } from '@homie/contracts/appeals-report';
import { prefillPropertyInfo } from '@homie/contracts/appeals-prefill';
import { parseFormAmount } from '@homie/contracts/appeals-validation';
import { marketValueOf, savingOn } from '@homie/contracts/verdict';
import { describe, expect, it } from 'vitest';
import { sampleAnalysis } from '../appeals.fixtures.ts';
import { assembleReport } from './report-assemble.ts';
import { snapshotFromAnalysis } from './report-snapshot.ts';

const board: AppealBoard = {
  name: 'Test Board',
  address_lines: ['1 Main St', 'Town, CA 90000'],
  phone: null,
  website: null,
  verified: false,
};

/**
 * One market value (issue 15 item 1): the landing's Market Value (the web's savings view reads it
 * with `marketValueOf`), the form's prefilled opinion of value and the letter's opinion are the same
 * dollar figure, the analysis' best estimate, never the spec's median of five.
 */
describe('one market value', () => {
  it('the landing, the prefilled form and the letter agree to the dollar', () => {
    const analysis = sampleAnalysis({ comps: 8 });
    analysis.valuation = { ...analysis.valuation!, market_value: 880_281.4, median_comp_price: 882_000 };
    const landing = marketValueOf(analysis.valuation);
    const prefill = prefillPropertyInfo({
      propertyInfo: { ...analysis.property_info!, valuation: analysis.valuation },
    });
    const now = new Date('2026-08-01T12:00:00Z');
    const report = assembleReport({
      jobId: 'job',
      tier: 'basic',
      county: 'alameda',
      snapshot: snapshotFromAnalysis(analysis, 'basic'),
      application: null,
      board,
      editedLetter: null,
      generatedAt: now,
      updatedAt: now,
      now,
    });
    expect(landing).toBe(880_281);
    expect(parseFormAmount(prefill.opinion_value)).toBe(landing);
    expect(report.opinion_value).toBe(landing);
    expect(report.letter).toContain('$880,281');
    expect(report.letter).not.toContain('$882,000');
    // The saving the landing shows is the spec's formula on that value: rate × (assessed − market).
    const assessed = analysis.property_info!.assessed_value!;
    expect(savingOn(assessed, landing, 1.26)).toBeCloseTo(((assessed - 880_281) * 1.26) / 100, 6);
  });

  it('leaves the opinion of value for the owner when the market value is not below the assessment', () => {
    const analysis = sampleAnalysis({ comps: 8 });
    const assessed = analysis.property_info!.assessed_value!;
    const info = {
      ...analysis.property_info!,
      valuation: { ...analysis.valuation!, market_value: assessed + 1 },
    };
    expect(prefillPropertyInfo({ propertyInfo: info }).opinion_value).toBe('');
  });
});
