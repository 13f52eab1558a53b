import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type PropertyType } from '@homie/contracts/property-types';

/** The select's options; the value is the label lower-cased with its hyphen turned into an underscore. */
export const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({
  value,
  label: PROPERTY_TYPE_LABELS[value],
}));

export function labelToPropertyType(label: string): PropertyType | null {
  const value = label.toLowerCase().replace(/-/g, '_');
  return (PROPERTY_TYPES as readonly string[]).includes(value) ? (value as PropertyType) : null;
}
