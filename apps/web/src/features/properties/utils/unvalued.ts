import { formatDollars } from '@homie/contracts/valuation';
import type { SavingsView } from './savings-view.ts';

/**
 * What the result says where it cannot give an amount (issue 53 item 2, decision 215): words, not
 * "???" — that Homie cannot value the home, why (as the analysis tells it), and what the owner can do.
 */
export const UNVALUED_TEXT = {
  /** The read-only amounts' words where no figure can be given. */
  assessedValue: 'Not on record',
  marketValue: 'Cannot value yet',
  saving: 'Not known yet',
  noMedian: 'None (no comparable sales)',
  formulaUnknown:
    'Saving = tax on your assessed value − tax on your market value, both at your effective tax rate: worked out once all three are known.',
  title: 'Homie cannot value this home yet',
  noAssessedValue:
    'We have no assessed value for it: the county roll we hold has none, and none was entered.',
  noRealSales: 'No recorded sales of similar homes near it could be used, and we do not invent comparables.',
  noDemoSales: 'No sales of similar homes were found near it in the demo data.',
  /** A real home is valued from recorded sales only (decision 119): nearby demo sales are left out. */
  demoLeftOut:
    'Demo sales near it are left out on purpose: they are generated for illustration, and a real home is never valued from them.',
  fewUsable: (n: number) =>
    `The ${n === 1 ? 'one sale' : `${n} sales`} found near it ${n === 1 ? 'is' : 'are'} too few or too unlike it to state a market value.`,
  noTaxRate: 'We have no annual tax figure for it, so we cannot work out its tax rate or the saving.',
  whatToDo: 'What you can do',
  checkDetails: "Check the home's facts (size, bedrooms, year built) on the details page",
  checkDetailsAfter: ': a corrected home is analysed again.',
  contact: 'Or contact us with the assessed value from your tax bill, and we will look at your home by hand.',
} as const;

/** A dollar amount, or words where it cannot be given (never "???", decisions 215 and 221). */
export const amountOr = (value: number | null, words: string) =>
  value === null ? words : formatDollars(value);

interface UnvaluedInfo {
  source?: string;
  /** The analysis' own words for a result it could not value (its `error`), when it gave them. */
  analysis_note?: string | null;
}

/**
 * Why the result shows no market value or no saving, in the owner's terms; an empty list when
 * every amount is known. The analysis' own message comes first when it gave one.
 */
export function unvaluedReasons(
  info: UnvaluedInfo,
  comparables: readonly unknown[],
  view: Pick<SavingsView, 'assessedValue' | 'marketValue' | 'ratePercent' | 'shownSaving'>,
): string[] {
  const reasons: string[] = [];
  if (view.assessedValue === null) reasons.push(UNVALUED_TEXT.noAssessedValue);
  if (view.marketValue === null) {
    const realHome = info.source !== undefined && info.source !== 'demo';
    if (comparables.length > 0) reasons.push(UNVALUED_TEXT.fewUsable(comparables.length));
    else if (info.analysis_note) reasons.push(info.analysis_note);
    else
      reasons.push(
        realHome || info.source === undefined ? UNVALUED_TEXT.noRealSales : UNVALUED_TEXT.noDemoSales,
      );
    if (realHome) reasons.push(UNVALUED_TEXT.demoLeftOut);
  } else if (view.assessedValue !== null && view.ratePercent === null) {
    reasons.push(UNVALUED_TEXT.noTaxRate);
  }
  return reasons;
}
