import { useMemo } from 'react';
import type { PropertyType } from '@homie/contracts/property-types';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';

/**
 * The property types' names (decision 259): in the `details` area, loaded with /more-details and
 * /analysis, and by the home-facts form on `/` when it shows (decision 262), so core does not carry them.
 */
const NAME_IDS = {
  single_family: 'details.typeSingleFamily',
  condo: 'details.typeCondo',
  townhouse: 'details.typeTownhouse',
  multi_family: 'details.typeMultiFamily',
} as const satisfies Record<PropertyType, MessageId>;

/** Each property type's name in the visitor's language (the `details` area must be loaded). */
export function usePropertyTypeNames(): Record<PropertyType, string> {
  const { t } = useI18n();
  return useMemo(
    () => ({
      single_family: t(NAME_IDS.single_family),
      condo: t(NAME_IDS.condo),
      townhouse: t(NAME_IDS.townhouse),
      multi_family: t(NAME_IDS.multi_family),
    }),
    [t],
  );
}
