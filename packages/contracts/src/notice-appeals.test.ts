import { describe, expect, it } from 'vitest';
import { formRequirements } from './appeals.ts';
import { fiscalRollYearLabel, noticeAppealOf, noticeLastDay } from './notice-appeals.ts';

const dec2 = { year: 2026, month: 12, day: 2 };

describe('an appeal that answers a notice (decision 246)', () => {
  it('a supplemental notice mailed 11/15/2026 after a purchase on 09/13/2026, on December 2, 2026', () => {
    const check = noticeAppealOf(
      { notice_type: 'supplemental', notice_date: '11/15/2026', event_date: '09/13/2026' },
      dec2,
    );
    expect(check.ok).toBe(true);
    const appeal = check.ok ? check.appeal : null;
    expect(appeal).toMatchObject({
      type: 'supplemental',
      valueDate: { year: 2026, month: 9, day: 13 },
      // 60 days after November 15 is Thursday, January 14, 2027 (R&T §1605(b)).
      closes: { year: 2027, month: 1, day: 14 },
      open: true,
      rollYear: 2026,
      rollYearLabel: '2026-27',
      // Sales up to 90 days after the value date (R&T §402.5).
      evidenceCutoff: { year: 2026, month: 12, day: 12 },
      limit: '60 days',
    });
    expect(appeal?.message).toBe(
      "Supplemental assessment appeal: file by January 14, 2027, 60 days after the notice's mailing on 11/15/2026 (R&T §1605). It argues the value on September 13, 2026.",
    );
  });

  it('is open on its last day and closed the day after, a weekend last day moved to Monday', () => {
    const fields = { notice_type: 'escape' as const, notice_date: '09/01/2026', event_date: '01/01/2025' };
    // 60 days after September 1, 2026 is Saturday, October 31: the last day is Monday, November 2.
    expect(noticeLastDay('escape', { year: 2026, month: 9, day: 1 })).toEqual({
      year: 2026,
      month: 11,
      day: 2,
    });
    const onLastDay = noticeAppealOf(fields, { year: 2026, month: 11, day: 2 });
    const dayAfter = noticeAppealOf(fields, { year: 2026, month: 11, day: 3 });
    expect(onLastDay.ok && onLastDay.appeal?.open).toBe(true);
    expect(dayAfter.ok && dayAfter.appeal?.open).toBe(false);
    expect(dayAfter.ok && dayAfter.appeal?.message).toContain('ended on November 2, 2026');
    // An escape assessment argues the escaped year's lien date, on that year's roll.
    expect(onLastDay.ok && onLastDay.appeal).toMatchObject({
      valueDate: { year: 2025, month: 1, day: 1 },
      rollYearLabel: '2025-26',
    });
  });

  it('gives a calamity reassessment six months from the notice, valued at the damage', () => {
    const check = noticeAppealOf(
      { notice_type: 'calamity', notice_date: '08/31/2026', event_date: '07/04/2026' },
      dec2,
    );
    // Six months after August 31 is February 28, 2027 (a Sunday): Monday, March 1.
    expect(check.ok && check.appeal).toMatchObject({
      closes: { year: 2027, month: 3, day: 1 },
      valueDate: { year: 2026, month: 7, day: 4 },
      limit: 'six months',
      open: true,
    });
  });

  it('is the regular assessment when no notice is given', () => {
    expect(noticeAppealOf({ notice_type: '', notice_date: '', event_date: '' }, dec2)).toEqual({
      ok: true,
      appeal: null,
    });
  });

  it('says what is missing or inconsistent', () => {
    const missing = noticeAppealOf({ notice_type: 'supplemental', notice_date: '', event_date: '' }, dec2);
    expect(missing.ok).toBe(false);
    expect(!missing.ok && Object.keys(missing.errors).sort()).toEqual(['event_date', 'notice_date']);
    const future = noticeAppealOf(
      { notice_type: 'supplemental', notice_date: '12/03/2026', event_date: '09/13/2026' },
      dec2,
    );
    expect(!future.ok && future.errors.notice_date).toBe('Date the notice was mailed cannot be after today');
    const eventAfterNotice = noticeAppealOf(
      { notice_type: 'supplemental', notice_date: '11/15/2026', event_date: '11/20/2026' },
      dec2,
    );
    expect(!eventAfterNotice.ok && eventAfterNotice.errors.event_date).toContain(
      "cannot be after the notice's mailing date",
    );
    const notLienDate = noticeAppealOf(
      { notice_type: 'roll_change', notice_date: '11/15/2026', event_date: '03/01/2026' },
      dec2,
    );
    expect(!notLienDate.ok && notLienDate.errors.event_date).toContain(
      'must be a January 1, e.g. 01/01/2026',
    );
  });
});

describe("a notice's form asks the value the notice enrolls (decision 246)", () => {
  it('requires the assessed value where the county form only recommends or omits it', () => {
    const regular = formRequirements('santa_clara', { notice_type: '' });
    expect(regular.required).not.toContain('assessed_value');
    const notice = formRequirements('santa_clara', { notice_type: 'supplemental' });
    expect(notice.required).toContain('assessed_value');
    expect(notice.recommended).not.toContain('assessed_value');
    // Alameda already requires it: unchanged.
    expect(formRequirements('alameda', { notice_type: 'supplemental' })).toBe(
      formRequirements('alameda', {}),
    );
  });
});

describe('fiscalRollYearLabel', () => {
  it('names the roll year as the form takes it, across a century', () => {
    expect(fiscalRollYearLabel(2026)).toBe('2026-27');
    expect(fiscalRollYearLabel(2099)).toBe('2099-00');
  });
});
