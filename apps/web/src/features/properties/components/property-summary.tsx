import type { ReactNode } from 'react';
import { PROPERTY_TYPE_LABELS } from '@homie/contracts/property-types';
import { formatDollars, parseCurrency } from '@homie/contracts/valuation';
import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { savingsView } from '../utils/savings-view.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { medianLabel, VerdictNote } from './verdict-note.tsx';
import { LazyComparablesMap } from './lazy-comparables-map.tsx';
import { LazyEvidenceChart } from './lazy-evidence-chart.tsx';
import { SavingBadge } from './saving-badge.tsx';
import { UnvaluedNote } from './unvalued-note.tsx';
import { ValueSources } from './value-sources.tsx';
import { amountOr } from '../utils/unvalued.ts';
import { groupDigits } from '@homie/contracts/number-format';

const orDash = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The analysed property's facts, tax figures and verdict (the analysis screen's left column). */
export function PropertySummary({
  info,
  comparables,
  contactAction,
}: {
  info: StoredPropertyInfo;
  comparables: StoredComparable[];
  /** The app's Contact Us button, offered when the home cannot be valued. */
  contactAction?: ReactNode;
}) {
  const i18n = useI18n();
  const view = savingsView(info, comparables);
  const county =
    info.county && isCountyKey(info.county) ? `${COUNTIES[info.county].name} County` : info.county;
  const facts: [string, string][] = [
    ['County', orDash(county)],
    ['APN', orDash(info.apn)],
    ['Property type', PROPERTY_TYPE_LABELS[info.property_type]],
    ['Bedrooms', orDash(info.bedrooms)],
    ['Bathrooms', orDash(info.bathrooms)],
    ['Living area', info.square_footage ? `${groupDigits(info.square_footage)} sq ft` : '—'],
    ['Lot', info.lot_sqft ? `${groupDigits(info.lot_sqft)} sq ft` : '—'],
    ['Year built', orDash(info.year_built)],
    ['Assessed value', amountOr(view.assessedValue, i18n.t('unvalued.assessedValue'))],
    ['Annual tax', amountOr(parseCurrency(info.annual_tax), i18n.t('unvalued.assessedValue'))],
    [
      'Market value',
      view.range && view.marketValue !== null
        ? `${formatDollars(view.marketValue)} (likely ${formatDollars(view.range.low)} to ${formatDollars(view.range.high)})`
        : amountOr(view.marketValue, i18n.t('unvalued.marketValue')),
    ],
    [medianLabel(i18n, view.medianCount), amountOr(view.medianOfFive, i18n.t('unvalued.noMedian'))],
  ];
  const line = [info.street, info.unit && `#${info.unit}`, info.city, info.state, info.zip]
    .filter(Boolean)
    .join(', ');
  return (
    <section aria-labelledby="summary-title" className="grid gap-4">
      <div>
        <h2 id="summary-title" className="text-xl font-bold text-white">
          {line}
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="font-semibold text-mint-200">{view.heading}</p>
          {view.state === 'overpaying' && <SavingBadge amount={view.shownSaving} />}
        </div>
        <div className="mt-2">
          <VerdictNote view={view} />
        </div>
        <div className="mt-2">
          <UnvaluedNote info={info} comparables={comparables} view={view} contactAction={contactAction} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-teal-300">{term}</dt>
            <dd className="font-semibold text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <LazyEvidenceChart
        sales={comparables}
        estimate={view.marketValue}
        range={view.range}
        assessedValue={view.assessedValue}
      />
      <LazyComparablesMap home={info} sales={comparables} />
      <ValueSources info={info} comparables={comparables} />
    </section>
  );
}
