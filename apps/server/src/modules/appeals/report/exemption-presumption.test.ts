import { describe, expect, it } from 'vitest';
import { completeInfo, sampleReport } from '../appeals.test-helpers.ts';
import { EXEMPTION_PRESUMPTION } from './report-letter.ts';

/** The homeowners' exemption asked, and its presumption stated (issue 51 item 5; R&T §167, Rule 321(d)). */
describe("the homeowners' exemption", () => {
  it('puts the presumption in the letter and a note in the report when the owner-occupied home has it', () => {
    const { report } = sampleReport({
      application: completeInfo({ homeowners_exemption: 'yes', principal_residence: 'yes' }),
    });
    expect(report.letter).toContain(EXEMPTION_PRESUMPTION);
    expect(report.letter).toContain('section 167; Property Tax Rule 321(d)');
    expect(report.notes.some((n) => n.startsWith("Your home has the homeowners' exemption"))).toBe(true);
  });

  it('says nothing of it without the exemption, or for a home that is not the principal residence', () => {
    for (const answers of [
      { homeowners_exemption: 'no', principal_residence: 'yes' },
      { homeowners_exemption: '', principal_residence: 'yes' },
      { homeowners_exemption: 'yes', principal_residence: 'no' },
    ] as const) {
      const { report } = sampleReport({ application: completeInfo(answers) });
      expect(report.letter).not.toContain('section 167');
      expect(report.notes.join(' ')).not.toContain('homeowners');
    }
  });
});
