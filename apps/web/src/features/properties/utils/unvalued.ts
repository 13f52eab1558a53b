import type { MessageId } from '#lib/i18n/catalogues.ts';
import type { SavingsView } from './savings-view.ts';

/**
 * What the result says where it cannot give an amount (issue 53 item 2, decision 215): words, not
 * "???" — that Homie cannot value the home, why (as the analysis tells it), and what the owner can do.
 * The words are the catalogue's `unvalued.*` messages (decision 257).
 */

interface UnvaluedInfo {
  source?: string;
  /** The analysis' own words for a result it could not value (its `error`), when it gave them. */
  analysis_note?: string | null;
}

/** One reason: a catalogue message (with the count of sales found), or the analysis' own words. */
export type UnvaluedReason = { id: MessageId; count?: number } | { note: string };

/**
 * Why the result shows no market value or no saving, in the owner's terms; an empty list when
 * every amount is known. The analysis' own message comes first when it gave one.
 */
export function unvaluedReasons(
  info: UnvaluedInfo,
  comparables: readonly unknown[],
  view: Pick<SavingsView, 'assessedValue' | 'marketValue' | 'ratePercent' | 'shownSaving'>,
): UnvaluedReason[] {
  const reasons: UnvaluedReason[] = [];
  if (view.assessedValue === null) reasons.push({ id: 'unvalued.noAssessedValue' });
  if (view.marketValue === null) {
    const realHome = info.source !== undefined && info.source !== 'demo';
    if (comparables.length > 0) reasons.push({ id: 'unvalued.fewUsable', count: comparables.length });
    else if (info.analysis_note) reasons.push({ note: info.analysis_note });
    else
      reasons.push({
        id: realHome || info.source === undefined ? 'unvalued.noRealSales' : 'unvalued.noDemoSales',
      });
    if (realHome) reasons.push({ id: 'unvalued.demoLeftOut' });
  } else if (view.assessedValue !== null && view.ratePercent === null) {
    reasons.push({ id: 'unvalued.noTaxRate' });
  }
  return reasons;
}
