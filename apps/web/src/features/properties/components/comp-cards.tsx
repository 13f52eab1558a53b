import { formatDollars, formatShortPrice } from '@homie/contracts/valuation';
import { SHOWN_COMP_COUNT } from '@homie/contracts/valuation';
import type { StoredComparable } from '../stores/property-store.ts';
import { groupDigits } from '@homie/contracts/number-format';
import { CompSourceBadge, MlsAttribution } from './comp-source.tsx';

export const COMP_TEXT = {
  /**
   * What this sale says the home is worth: its price moved to the lien date, plus the adjustments
   * for size, age, rooms and lot (the API's `adjusted_price`). The one adjusted figure every screen
   * shows for a sale.
   */
  adjustedPrice: 'Adjusted price',
  /** The analysed home's own sale among its comparables (R&T §110(b), decision 245). */
  ownSale: "This home's own sale",
  /** Counts what the cards show, out of how many sales the analysis found. */
  cardsHeading: (shown: number, total: number) =>
    shown === total
      ? `${shown === 1 ? 'The comparable sale' : `All ${shown} comparable sales`}, most similar first`
      : `The ${shown} most similar of ${total} comparable sales`,
} as const;

const similarity = (score: number | null | undefined) =>
  typeof score === 'number' && Number.isFinite(score) ? `${Math.round(score * 100)}% Similar` : '?% Similar';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 2, 2024" from 2024-11-02 (no Intl at start-up, decision 084). */
function saleDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : iso || '—';
}

const distance = (miles: number | null | undefined) =>
  typeof miles === 'number' && Number.isFinite(miles) ? `${miles.toFixed(miles < 10 ? 1 : 0)} mi` : '—';

/**
 * Up to three comparable homes: short sold price, "% Similar", beds, year built, sq ft (spec §2), and
 * the evidence behind the value (issue 15 item 6): when it sold, how far away, and its adjusted price
 * (the same figure /analysis shows for the sale), under a heading counting what is shown.
 */
export function CompCards({ comparables }: { comparables: StoredComparable[] }) {
  const shown = comparables.slice(0, SHOWN_COMP_COUNT);
  if (shown.length === 0) return <p className="text-sm text-teal-200">No comparable sales to show yet.</p>;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-teal-100">
        {COMP_TEXT.cardsHeading(shown.length, comparables.length)}
      </h3>
      <ul aria-label="Comparable homes" className="grid gap-3 sm:grid-cols-3">
        {shown.map((comp) => (
          <li
            key={`${comp.address}|${comp.sold_date}|${comp.sold_price}`}
            className="rounded-xl border border-mint-400/20 bg-teal-950/60 p-4"
          >
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="text-2xl font-bold text-white">{formatShortPrice(comp.sold_price)}</p>
              <span className="rounded-full bg-mint-400/15 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-mint-200">
                {similarity(comp.similarity_score)}
              </span>
              <CompSourceBadge source={comp.source} />
              {comp.own_sale && (
                <span className="rounded-full bg-amber-300/20 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-100">
                  {COMP_TEXT.ownSale}
                </span>
              )}
            </div>
            <p className="mt-1 truncate text-xs text-teal-300">{comp.address}</p>
            <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm whitespace-nowrap">
              <div>
                <dt className="text-xs text-teal-300">Beds</dt>
                <dd className="font-semibold">{comp.beds ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-xs text-teal-300">Built</dt>
                <dd className="font-semibold">{comp.year_built ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-xs text-teal-300">Size</dt>
                <dd className="font-semibold">{comp.sqft ? `${groupDigits(comp.sqft)} sq ft` : '—'}</dd>
              </div>
            </dl>
            <dl className="mt-3 grid gap-1 border-t border-mint-400/10 pt-2 text-xs">
              <div className="flex justify-between gap-2">
                <dt className="text-teal-300">Sold</dt>
                <dd className="font-semibold">{saleDate(comp.sold_date)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-teal-300">Distance</dt>
                <dd className="font-semibold">
                  {comp.owner_supplied ? 'not known' : distance(comp.distance_miles)}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-teal-300">{COMP_TEXT.adjustedPrice}</dt>
                <dd className="font-semibold">{formatDollars(comp.adjusted_price)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <MlsAttribution comparables={shown} />
    </div>
  );
}
