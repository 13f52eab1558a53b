import { describe, expect, it } from 'vitest';
import { completeInfo } from '../appeals.test-helpers.ts';
import { applicantName, assessmentAppealed, opinionSplitIsAllocation } from './application-model.ts';

describe('applicantName: section 1 asks LAST, FIRST, MIDDLE INITIAL (decision 247)', () => {
  it('reorders "First Last" and "First M. Last"', () => {
    expect(applicantName('Jane Owner')).toBe('OWNER, JANE');
    expect(applicantName('  Jane   Q.  Owner ')).toBe('OWNER, JANE Q');
    expect(applicantName('Jane Q Owner')).toBe('OWNER, JANE Q');
    expect(applicantName("Seán O'Neil-Ruiz")).toBe("O'NEIL-RUIZ, SEÁN");
  });

  it('keeps as typed a name already in order, a business, a trust, an estate, two owners, or any other shape', () => {
    for (const typed of [
      'Owner, Jane Q.',
      'Sunset Holdings LLC',
      'Acme Inc.',
      'The Owner Family Trust',
      'Jane Owner, Trustee',
      'Jane Owner Trustee',
      'Estate of John Owner',
      'Bay Properties LP',
      'Widget Corp',
      'Jane and John Owner',
      'Jane & John Owner',
      'John Owner Jr.',
      'Maria de la Cruz',
      'Cher',
      'J. Owner',
      '',
    ]) {
      expect(applicantName(typed)).toBe(typed.trim());
    }
  });
});

describe('section 5 and section 4 rules', () => {
  it('the regular assessment by default, the notice with its dates otherwise', () => {
    const preparedOn = new Date('2026-12-02T18:00:00Z');
    expect(assessmentAppealed({ info: completeInfo(), preparedOn, rollYear: 2026 })).toMatchObject({
      type: 'regular',
      rollYear: '2026-27',
      valueDate: 'January 1, 2026',
      notice: null,
    });
    const info = completeInfo({
      notice_type: 'supplemental',
      notice_date: '11/15/2026',
      event_date: '09/13/2026',
    });
    expect(assessmentAppealed({ info, preparedOn })).toEqual({
      type: 'supplemental',
      noticeDate: '11/15/2026',
      eventDate: '09/13/2026',
      rollYear: '2026-27',
      valueDate: 'September 13, 2026',
      notice: { closes: '01/14/2027', open: true },
    });
  });

  it("calls column B an allocation only when it is the total in the roll's proportion", () => {
    const property = { landAssessment: 327_726, improvementsAssessment: 764_694 };
    const split = (land: string, improvements: string) =>
      completeInfo({ opinion_value: '940,000', opinion_land: land, opinion_improvements: improvements });
    expect(opinionSplitIsAllocation({ info: split('282,000', '658,000'), property })).toBe(true);
    expect(opinionSplitIsAllocation({ info: split('$282,000', '$658,000'), property })).toBe(true);
    expect(opinionSplitIsAllocation({ info: split('300,000', '640,000'), property })).toBe(false);
    expect(opinionSplitIsAllocation({ info: split('', ''), property })).toBe(false);
    expect(
      opinionSplitIsAllocation({
        info: split('282,000', '658,000'),
        property: { landAssessment: null, improvementsAssessment: null },
      }),
    ).toBe(false);
  });
});
