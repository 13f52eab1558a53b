import { useI18n } from '#lib/i18n/i18n.tsx';
import { usePropertyTypeNames } from '../hooks/use-property-type-names.ts';
import type { StoredPropertyInfo } from '../stores/property-store.ts';

/**
 * The facts the current analysis used, so an owner sees their corrections were taken (on
 * /more-details: the `details` area's words, the property type's name included).
 */
export function AnalysedFacts({ info }: { info: StoredPropertyInfo }) {
  const { t, intl } = useI18n();
  const typeNames = usePropertyTypeNames();
  const parts = [
    info.bedrooms !== null ? t('details.beds', { count: String(info.bedrooms) }) : null,
    info.bathrooms !== null ? t('details.baths', { count: String(info.bathrooms) }) : null,
    info.square_footage !== null ? t('details.sqft', { size: intl.formatNumber(info.square_footage) }) : null,
    info.year_built !== null ? t('details.built', { year: String(info.year_built) }) : null,
    typeNames[info.property_type],
  ].filter(Boolean);
  return (
    <p className="text-sm text-teal-200" data-testid="analysed-facts">
      {t('details.analysedAs', { facts: parts.join(' · ') })}
    </p>
  );
}
