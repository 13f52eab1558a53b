import { PROPERTY_TYPE_LABELS } from '@homie/contracts/property-types';
import type { StoredPropertyInfo } from '../stores/property-store.ts';
import { groupDigits } from '@homie/contracts/number-format';

/** The facts the current analysis used, so an owner sees their corrections were taken. */
export function AnalysedFacts({ info }: { info: StoredPropertyInfo }) {
  const parts = [
    info.bedrooms !== null ? `${info.bedrooms} beds` : null,
    info.bathrooms !== null ? `${info.bathrooms} baths` : null,
    info.square_footage !== null ? `${groupDigits(info.square_footage)} sq ft` : null,
    info.year_built !== null ? `built ${info.year_built}` : null,
    PROPERTY_TYPE_LABELS[info.property_type],
  ].filter(Boolean);
  return (
    <p className="text-sm text-teal-200" data-testid="analysed-facts">
      Analysed as: {parts.join(' · ')}
    </p>
  );
}
