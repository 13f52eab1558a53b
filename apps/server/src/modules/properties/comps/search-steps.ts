import type { SearchStep } from './comp-types.ts';

/**
 * The widening search (domain.md, "Choosing comparables"): start within half a mile, ±20% living
 * area, ±10 years of age, ±1 bedroom and 12 months before the lien date; widen step by step to 2 miles,
 * ±30%, ±15 years and 18 months. Step 5 goes beyond what assessors usually accept and is reported
 * as such (low confidence) so rural and sparse areas still get an answer.
 */
export const SEARCH_STEPS: readonly SearchStep[] = [
  {
    step: 1,
    radiusMiles: 0.5,
    sqftTolerance: 0.2,
    yearTolerance: 10,
    bedsTolerance: 1,
    monthsBeforeLien: 12,
  },
  { step: 2, radiusMiles: 1, sqftTolerance: 0.2, yearTolerance: 10, bedsTolerance: 1, monthsBeforeLien: 12 },
  { step: 3, radiusMiles: 1, sqftTolerance: 0.3, yearTolerance: 15, bedsTolerance: 2, monthsBeforeLien: 12 },
  { step: 4, radiusMiles: 2, sqftTolerance: 0.3, yearTolerance: 15, bedsTolerance: 2, monthsBeforeLien: 18 },
  {
    step: 5,
    radiusMiles: 5,
    sqftTolerance: 0.45,
    yearTolerance: null,
    bedsTolerance: null,
    monthsBeforeLien: 24,
  },
];

/** The last step assessors and appeal boards usually accept (contracts: the screens' reasons say it too). */
export { LAST_ACCEPTED_STEP } from '@homie/contracts/comp-reasons';

/** At least this many comps end the widening; at most this many are kept. */
export const MIN_COMPS = 6;
export const MAX_COMPS = 10;
