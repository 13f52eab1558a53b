import type { ReactNode } from 'react';
import { parseCurrency } from '@homie/contracts/valuation';
import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { savingsView } from '../utils/savings-view.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { medianLabel, VerdictNote, verdictText } from './verdict-note.tsx';
import { LazyComparablesMap } from './lazy-comparables-map.tsx';
import { LazyEvidenceChart } from './lazy-evidence-chart.tsx';
import { SavingBadge } from './saving-badge.tsx';
import { UnvaluedNote } from './unvalued-note.tsx';
import { ValueSources } from './value-sources.tsx';
import { usePropertyTypeNames } from '../hooks/use-property-type-names.ts';

const orDash = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/**
 * The analysed property's facts, tax figures and verdict (the analysis screen's left column), in the
 * visitor's language: /analysis loads the `analysis` and `details` areas (decision 262); amounts,
 * areas and counts by the locale's Intl.
 */
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
  const { t, money, intl } = i18n;
  const typeNames = usePropertyTypeNames();
  const view = savingsView(info, comparables);
  const amount = (value: number | null, words: string) => (value === null ? words : money(value));
  const count = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : intl.formatNumber(value);
  const sqft = (value: number | null | undefined) =>
    value ? t('comps.sqft', { size: intl.formatNumber(value) }) : '—';
  const county =
    info.county && isCountyKey(info.county)
      ? t('analysis.summary.countyName', { name: COUNTIES[info.county].name })
      : info.county;
  const facts: [string, string][] = [
    [t('analysis.summary.county'), orDash(county)],
    [t('analysis.summary.apn'), orDash(info.apn)],
    [t('details.propertyType'), typeNames[info.property_type]],
    [t('details.bedrooms'), count(info.bedrooms)],
    [t('details.bathrooms'), count(info.bathrooms)],
    [t('analysis.summary.livingArea'), sqft(info.square_footage)],
    [t('analysis.summary.lot'), sqft(info.lot_sqft)],
    [t('details.yearBuilt'), orDash(info.year_built)],
    [t('analysis.summary.assessedValue'), amount(view.assessedValue, t('unvalued.assessedValue'))],
    [t('analysis.summary.annualTax'), amount(parseCurrency(info.annual_tax), t('unvalued.assessedValue'))],
    [
      t('analysis.summary.marketValue'),
      view.range && view.marketValue !== null
        ? t('analysis.summary.marketWithRange', {
            market: money(view.marketValue),
            low: money(view.range.low),
            high: money(view.range.high),
          })
        : amount(view.marketValue, t('unvalued.marketValue')),
    ],
    [medianLabel(i18n, view.medianCount), amount(view.medianOfFive, t('unvalued.noMedian'))],
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
          <p className="font-semibold text-mint-200">{verdictText(t, view.state, view.rollYear)}</p>
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
