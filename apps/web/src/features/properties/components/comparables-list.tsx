import type { StoredComparable } from '../stores/property-store.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { CompSourceBadge, MlsAttribution } from './comp-source.tsx';

type I18n = ReturnType<typeof useI18n>;

/** The sale's day: the API's date as it came in English (today's wording), the locale's own date otherwise. */
function saleDay({ intl, locale }: I18n, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (locale === 'en' || !m) return iso;
  return intl.formatDate(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Every comparable sale of the analysis, best first, with why it was chosen (the analysis screen), in
 * the visitor's language (area `analysis`, decision 262). The analysis' reasons are its own English
 * words, shown as they came and marked so.
 */
export function ComparablesList({ comparables }: { comparables: StoredComparable[] }) {
  const i18n = useI18n();
  const { t, money, intl } = i18n;
  if (comparables.length === 0) return <p className="text-teal-200">{t('analysis.comps.none')}</p>;
  const known = (value: number | null | undefined) =>
    value === null || value === undefined ? '?' : intl.formatNumber(value);
  return (
    <section aria-labelledby="comps-title" className="grid gap-3">
      <h2 id="comps-title" className="text-xl font-bold text-white">
        {t('analysis.comps.heading', { count: comparables.length })}
      </h2>
      <ol aria-label={t('analysis.comps.list')} className="grid gap-3">
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
                {t('comps.similar', { percent: String(Math.round(comp.similarity_score * 100)) })}
              </span>
              <CompSourceBadge source={comp.source} />
            </div>
            <p className="mt-1 text-sm text-teal-100">
              {t('analysis.comps.sold', {
                price: money(comp.sold_price),
                date: saleDay(i18n, comp.sold_date),
              })}{' '}
              · {t('comps.adjustedPrice')} {money(comp.adjusted_price)} ·{' '}
              {comp.owner_supplied
                ? t('analysis.comps.ownerSupplied', {
                    source: comp.owner_source ?? t('analysis.comps.notGiven'),
                  })
                : t('analysis.comps.away', {
                    miles: intl.formatNumber(comp.distance_miles, {
                      minimumFractionDigits: 2,
                      maximumFractionDigits: 2,
                    }),
                  })}
            </p>
            <p className="mt-1 text-sm text-teal-200">
              {t('analysis.comps.facts', {
                beds: known(comp.beds),
                baths: known(comp.baths),
                size: t('comps.sqft', { size: known(comp.sqft || null) }),
                year: comp.year_built === null ? '?' : String(comp.year_built),
              })}
            </p>
            {comp.reasons.length > 0 && (
              <p lang="en" className="mt-1 text-xs text-teal-300">
                {comp.reasons.join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ol>
      <MlsAttribution comparables={comparables} />
    </section>
  );
}
