import { type CompReasonPart, compReasonParts } from '@homie/contracts/comp-reasons';
import type { PropertyType } from '@homie/contracts/property-types';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
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

const TYPE_NAMES: Record<PropertyType, MessageId> = {
  single_family: 'details.typeSingleFamily',
  condo: 'details.typeCondo',
  townhouse: 'details.typeTownhouse',
  multi_family: 'details.typeMultiFamily',
};

/**
 * Why a comparable was chosen, in the visitor's language: the parts the analysis' English reasons
 * were worded from (contracts' `compReasonParts`, from the comp, the home and the valuation), or
 * null for a result stored without its valuation (its English reasons are shown, marked so).
 */
function reasonParts(comp: StoredComparable, info: StoredPropertyInfo | undefined): CompReasonPart[] | null {
  if (comp.owner_supplied) return [{ kind: 'owner', seenAt: comp.owner_source ?? '' }];
  const valuation = info?.valuation;
  if (!info || !valuation) return null;
  return compReasonParts(
    { sqft: info.square_footage, yearBuilt: info.year_built, beds: info.bedrooms, baths: info.bathrooms },
    {
      propertyType: comp.property_type,
      distanceMiles: comp.distance_miles,
      saleDate: comp.sold_date,
      sqft: comp.sqft,
      yearBuilt: comp.year_built,
      beds: comp.beds,
      baths: comp.baths,
      ownSale: comp.own_sale === true,
    },
    valuation.lien_date,
    { step: valuation.search.step, radiusMiles: valuation.search.radius_miles },
  );
}

/** One part worded from the catalogue (its English is contracts' `compReasonText`, checked by test). */
function reasonText({ t, intl }: I18n, part: CompReasonPart): string {
  const num = (n: number) => intl.formatNumber(n);
  switch (part.kind) {
    case 'ownSale':
      return t('analysis.reason.ownSale');
    case 'type':
      return t('analysis.reason.type', { type: t(TYPE_NAMES[part.propertyType]) });
    case 'distance':
      return t('analysis.reason.distance', {
        miles: intl.formatNumber(part.miles, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        radius: num(part.radiusMiles),
      });
    case 'sold': {
      const month = intl.formatDate(
        Date.UTC(Number(part.month.slice(0, 4)), Number(part.month.slice(5, 7)) - 1),
        {
          year: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        },
      );
      return part.before === null
        ? t('analysis.reason.soldAfter', { month })
        : t('analysis.reason.soldBefore', { month, unit: part.before.unit, n: part.before.n });
    }
    case 'size':
      return t('analysis.reason.size', {
        sqft: num(part.sqft),
        change: part.pct === 0 ? 'same' : part.pct > 0 ? 'larger' : 'smaller',
        pct: num(Math.abs(part.pct)),
      });
    case 'built':
      return t('analysis.reason.built', { year: String(part.year), gap: part.gap });
    case 'rooms':
      return t('analysis.reason.rooms', {
        beds: part.beds === null ? '?' : num(part.beds),
        baths: part.baths === null ? '?' : num(part.baths),
        same: part.same ? 'yes' : 'no',
      });
    case 'widerSearch':
      return t('analysis.reason.widerSearch');
    case 'owner':
      return t('analysis.reason.owner', { source: part.seenAt || t('analysis.comps.notGiven') });
  }
}

/**
 * Every comparable sale of the analysis, best first, with why it was chosen (the analysis screen), in
 * the visitor's language (area `analysis`, decision 262). `info`: the analysed home and its valuation,
 * which the reasons are worded from.
 */
export function ComparablesList({
  comparables,
  info,
}: {
  comparables: StoredComparable[];
  info?: StoredPropertyInfo;
}) {
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
            <Reasons i18n={i18n} comp={comp} info={info} />
          </li>
        ))}
      </ol>
      <MlsAttribution comparables={comparables} />
    </section>
  );
}

function Reasons({ i18n, comp, info }: { i18n: I18n; comp: StoredComparable; info?: StoredPropertyInfo }) {
  const parts = reasonParts(comp, info);
  if (parts === null)
    return comp.reasons.length > 0 ? (
      <p lang="en" className="mt-1 text-xs text-teal-300">
        {comp.reasons.join(' · ')}
      </p>
    ) : null;
  return (
    <p className="mt-1 text-xs text-teal-300">{parts.map((part) => reasonText(i18n, part)).join(' · ')}</p>
  );
}
