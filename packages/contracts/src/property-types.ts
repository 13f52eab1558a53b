/** Property types as the spec sends them (§3 details form). */
export const PROPERTY_TYPES = ['single_family', 'condo', 'townhouse', 'multi_family'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  single_family: 'Single-family',
  condo: 'Condo',
  townhouse: 'Townhouse',
  multi_family: 'Multi-family',
};

/** The newest year a home may claim to be built in (next year's construction is on the market already). */
export const maxYearBuilt = () => new Date().getUTCFullYear() + 1;
