import { describe, expect, it } from 'vitest';
import { appealStage, appealTimeline } from './appeal-timeline.ts';
import type { AppealOutcome, AppealProgress } from './paid-orders.ts';

const order = (
  progress: Partial<AppealProgress> = {},
  extra: { form_generated?: boolean; outcome?: AppealOutcome | null } = {},
) => ({
  form_generated: extra.form_generated ?? true,
  progress: { filed_on: null, filed_how: null, hearing_on: null, ...progress },
  outcome: extra.outcome ?? null,
});
const today = { year: 2026, month: 12, day: 2 };
const states = (o: ReturnType<typeof order>) => appealTimeline(o, today).map((s) => `${s.key}:${s.state}`);

describe('appealTimeline (decision 240)', () => {
  it('walks prepared → filed → hearing → decision, one step current at a time', () => {
    expect(states(order({}, { form_generated: false }))).toEqual([
      'prepared:current',
      'filed:upcoming',
      'hearing:upcoming',
      'decision:upcoming',
    ]);
    expect(states(order())).toEqual([
      'prepared:done',
      'filed:current',
      'hearing:upcoming',
      'decision:upcoming',
    ]);
    const filed = order({ filed_on: '2026-09-10', filed_how: 'mail' });
    expect(states(filed)).toEqual(['prepared:done', 'filed:done', 'hearing:current', 'decision:upcoming']);
    const steps = appealTimeline(filed, today);
    expect(steps[1]?.text).toBe('Filed September 10, 2026, by mail.');
    // Two years after filing (R&T §1604(c)).
    expect(steps[2]?.text).toContain('If the board has not decided by September 10, 2028');
    expect(appealStage(filed)).toBe('filed');
  });

  it('counts down to a hearing ahead and names the exchange-of-information date while it is ahead', () => {
    const ahead = order({ filed_on: '2026-09-10', filed_how: 'online', hearing_on: '2027-02-10' });
    const hearing = appealTimeline(ahead, today)[2];
    expect(hearing).toMatchObject({ state: 'current' });
    expect(hearing?.text).toBe(
      'Hearing on February 10, 2027 (in 70 days). To exchange information with the assessor, send yours by January 11, 2027, 30 days before the hearing (R&T §1606).',
    );
    expect(appealStage(ahead)).toBe('hearing_set');
    const soon = order({ filed_on: '2026-09-10', filed_how: 'online', hearing_on: '2026-12-03' });
    expect(appealTimeline(soon, today)[2]?.text).toBe('Hearing on December 3, 2026 (in 1 day).');
    const held = order({ filed_on: '2026-09-10', filed_how: 'online', hearing_on: '2026-11-20' });
    expect(states(held)).toEqual(['prepared:done', 'filed:done', 'hearing:done', 'decision:current']);
    expect(appealTimeline(held, today)[2]?.text).toBe('Hearing held November 20, 2026.');
  });

  it('ends at the decision the owner reported', () => {
    const decided = order(
      { filed_on: '2026-09-10', filed_how: 'in_person' },
      {
        outcome: {
          decided_on: '2026-11-30',
          outcome: 'reduced',
          value_decided: 700_000,
          has_notice: true,
          reported_at: '2026-12-01T10:00:00.000Z',
        },
      },
    );
    expect(states(decided)).toEqual(['prepared:done', 'filed:done', 'hearing:done', 'decision:done']);
    expect(appealTimeline(decided, today)[3]?.text).toBe(
      'Decided November 30, 2026: Reduced (a lower value, not all I asked for).',
    );
    expect(appealStage(decided)).toBe('decided');
  });
});
