import { formatDollars } from '@homie/contracts/valuation';
import type { StoredComparable } from '../stores/property-store.ts';
import { groupDigits } from '@homie/contracts/number-format';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { CompSourceBadge, MlsAttribution } from './comp-source.tsx';

/** Every comparable sale of the analysis, best first, with why it was chosen (the analysis screen). */
export function ComparablesList({ comparables }: { comparables: StoredComparable[] }) {
  const { t } = useI18n();
  if (comparables.length === 0)
    return <p className="text-teal-200">No comparable sales were found near this property.</p>;
  return (
    <section aria-labelledby="comps-title" className="grid gap-3">
      <h2 id="comps-title" className="text-xl font-bold text-white">
        Comparable sales ({comparables.length})
      </h2>
      <ol aria-label="Comparable sales" className="grid gap-3">
        {comparables.map((comp, index) => (
          <li
            key={`${comp.address}|${comp.sold_date}|${comp.sold_price}`}
            className="rounded-xl border border-mint-400/15 bg-teal-950/50 p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-white">
                {index + 1}. {comp.address}, {comp.city}
              </p>
              <span className="rounded-full bg-mint-400/15 px-2 py-0.5 text-xs font-semibold text-mint-200">
                {Math.round(comp.similarity_score * 100)}% Similar
              </span>
              <CompSourceBadge source={comp.source} />
            </div>
            <p className="mt-1 text-sm text-teal-100">
              Sold {formatDollars(comp.sold_price)} on {comp.sold_date} · {t('comps.adjustedPrice')}{' '}
              {formatDollars(comp.adjusted_price)} ·{' '}
              {comp.owner_supplied
                ? `entered by you (seen on: ${comp.owner_source ?? 'not given'}), distance not known`
                : `${comp.distance_miles.toFixed(2)} mi away`}
            </p>
            <p className="mt-1 text-sm text-teal-200">
              {comp.beds ?? '?'} bd · {comp.baths ?? '?'} ba ·{' '}
              {comp.sqft ? `${groupDigits(comp.sqft)} sq ft` : '? sq ft'} · built {comp.year_built ?? '?'}
            </p>
            {comp.reasons.length > 0 && (
              <p className="mt-1 text-xs text-teal-300">{comp.reasons.join(' · ')}</p>
            )}
          </li>
        ))}
      </ol>
      <MlsAttribution comparables={comparables} />
    </section>
  );
}
