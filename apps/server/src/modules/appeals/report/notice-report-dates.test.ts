import { californiaDate } from '@homie/contracts/appeal-calendar';
import { noticeAppealOf } from '@homie/contracts/notice-appeals';
import { describe, expect, it } from 'vitest';
import { sampleReport } from '../appeals.test-helpers.ts';

/**
 * A notice's package around its dates (decision 246): preliminary until 90 days after the value date
 * (R&T §402.5), filed by the notice's own last day; never the regular period's notes.
 */
const SUPPLEMENTAL = {
  notice_type: 'supplemental',
  notice_date: '11/15/2026',
  event_date: '09/13/2026',
} as const;

function reportOn(iso: string) {
  const now = new Date(iso);
  const check = noticeAppealOf(SUPPLEMENTAL, californiaDate(now));
  if (!check.ok || !check.appeal) throw new Error('the sample notice must read');
  return sampleReport({ now, rollYear: 2026, notice: check.appeal }).report;
}

const preliminary = (notes: string[]) => notes.some((n) => n.startsWith('Preliminary:'));

describe("a notice's report around its dates", () => {
  it('is preliminary up to December 12, 2026 (90 days after September 13) and final from December 13', () => {
    // 8 p.m. UTC is noon in California: the same calendar day.
    const last = reportOn('2026-12-12T20:00:00Z');
    expect(preliminary(last.notes)).toBe(true);
    expect(last.notes.join(' ')).toContain('sales that close up to December 12, 2026');
    expect(preliminary(reportOn('2026-12-13T20:00:00Z').notes)).toBe(false);
  });

  it('names its own last day and value date, never the closed regular period', () => {
    const report = reportOn('2027-01-14T20:00:00Z');
    expect(report.filing).toMatchObject({ lien_date: '09/13/2026', window_closes: '01/14/2027' });
    expect(report.notes[0]).toContain('file by January 14, 2027');
    expect(report.notes.join(' ')).not.toContain('regular');
    expect(report.next_steps[0]?.title).toBe(
      'File the appeal of the supplemental assessment by January 14, 2027',
    );
    expect(report.next_steps.some((s) => s.title.includes('informal review'))).toBe(false);
    // The day after, it says the period ended.
    expect(reportOn('2027-01-15T20:00:00Z').notes[0]).toContain('ended on January 14, 2027');
  });
});
