import { formatShortPrice } from '@homie/contracts/valuation';
import { SHOWN_COMP_COUNT } from '@homie/contracts/valuation';
import type { StoredComparable } from '../stores/property-store.ts';
import { groupDigits } from '@homie/contracts/number-format';

const similarity = (score: number | null | undefined) =>
  typeof score === 'number' && Number.isFinite(score) ? `${Math.round(score * 100)}% Similar` : '?% Similar';

/** Up to three comparable homes: short sold price, "% Similar", beds, year built, sq ft (spec §2). */
export function CompCards({ comparables }: { comparables: StoredComparable[] }) {
  const shown = comparables.slice(0, SHOWN_COMP_COUNT);
  if (shown.length === 0) return <p className="text-sm text-teal-200">No comparable sales to show yet.</p>;
  return (
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
            {comp.source === 'demo' && (
              <span className="rounded-full bg-amber-400/20 px-2 py-0.5 text-xs font-semibold text-amber-100">
                Demo sale
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
        </li>
      ))}
    </ul>
  );
}
