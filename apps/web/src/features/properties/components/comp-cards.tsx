import { formatShortPrice } from '@homie/contracts/valuation';
import { SHOWN_COMP_COUNT } from '@homie/contracts/valuation';
import type { StoredComparable } from '../stores/property-store.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { CompSourceBadge, MlsAttribution } from './comp-source.tsx';

// 'comps.adjustedPrice': what this sale says the home is worth: its price moved to the lien date, plus
// the adjustments for size, age, rooms and lot (the API's `adjusted_price`), the one adjusted figure
// every screen shows for a sale. 'comps.ownSale': the analysed home's own sale among its comparables
// (R&T §110(b), decision 245).

type I18n = ReturnType<typeof useI18n>;

/** Counts what the cards show, out of how many sales the analysis found. */
const cardsHeading = ({ t }: I18n, shown: number, total: number) =>
  shown === total ? t('comps.headingAll', { count: shown }) : t('comps.headingSome', { shown, total });

const similarity = ({ t }: I18n, score: number | null | undefined) =>
  t('comps.similar', {
    percent: typeof score === 'number' && Number.isFinite(score) ? String(Math.round(score * 100)) : '?',
  });

/** "Nov 2, 2024" from 2024-11-02 in English, the locale's own short date in another language. */
function saleDate({ intl }: I18n, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso || '—';
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return intl.formatDate(day, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

const distance = ({ t }: I18n, miles: number | null | undefined) =>
  typeof miles === 'number' && Number.isFinite(miles)
    ? t('comps.miles', { miles: miles.toFixed(miles < 10 ? 1 : 0) })
    : '—';

/** "$845K", "$1.8M" (decision 214) in English; the locale's compact dollars in another language. */
const shortPrice = ({ intl, locale }: I18n, price: number) =>
  locale === 'en'
    ? formatShortPrice(price)
    : intl.formatNumber(price, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumFractionDigits: 1,
      });

/**
 * Up to three comparable homes: short sold price, "% Similar", beds, year built, sq ft (spec §2), and
 * the evidence behind the value (issue 15 item 6): when it sold, how far away, and its adjusted price
 * (the same figure /analysis shows for the sale), under a heading counting what is shown.
 */
export function CompCards({ comparables }: { comparables: StoredComparable[] }) {
  const i18n = useI18n();
  const { t, money, intl } = i18n;
  const shown = comparables.slice(0, SHOWN_COMP_COUNT);
  if (shown.length === 0) return <p className="text-sm text-teal-200">{t('comps.none')}</p>;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-teal-100">
        {cardsHeading(i18n, shown.length, comparables.length)}
      </h3>
      <ul aria-label={t('comps.list')} className="grid gap-3 sm:grid-cols-3">
        {shown.map((comp) => (
          <li
            key={`${comp.address}|${comp.sold_date}|${comp.sold_price}`}
            className="rounded-xl border border-mint-400/20 bg-teal-950/60 p-4"
          >
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="text-2xl font-bold text-white">{shortPrice(i18n, comp.sold_price)}</p>
              <span className="rounded-full bg-mint-400/15 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-mint-200">
                {similarity(i18n, comp.similarity_score)}
              </span>
              <CompSourceBadge source={comp.source} />
              {comp.own_sale && (
                <span className="rounded-full bg-amber-300/20 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-100">
                  {t('comps.ownSale')}
                </span>
              )}
            </div>
            <p className="mt-1 truncate text-xs text-teal-300">{comp.address}</p>
            <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm whitespace-nowrap">
              <div>
                <dt className="text-xs text-teal-300">{t('comps.beds')}</dt>
                <dd className="font-semibold">{comp.beds ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-xs text-teal-300">{t('comps.built')}</dt>
                <dd className="font-semibold">{comp.year_built ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-xs text-teal-300">{t('comps.size')}</dt>
                <dd className="font-semibold">
                  {comp.sqft ? t('comps.sqft', { size: intl.formatNumber(comp.sqft) }) : '—'}
                </dd>
              </div>
            </dl>
            <dl className="mt-3 grid gap-1 border-t border-mint-400/10 pt-2 text-xs">
              <div className="flex justify-between gap-2">
                <dt className="text-teal-300">{t('comps.sold')}</dt>
                <dd className="font-semibold">{saleDate(i18n, comp.sold_date)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-teal-300">{t('comps.distance')}</dt>
                <dd className="font-semibold">
                  {comp.owner_supplied ? t('comps.distanceUnknown') : distance(i18n, comp.distance_miles)}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-teal-300">{t('comps.adjustedPrice')}</dt>
                <dd className="font-semibold">{money(comp.adjusted_price)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <MlsAttribution comparables={shown} />
    </div>
  );
}
