import { COUNTIES, COUNTY_KEYS, type CountyKey, isCountyKey } from '@homie/contracts/counties';
import { detectCounty } from '@homie/contracts/county-detection';
import type { QueryResultResponse } from '@homie/contracts/properties';

/** A county key from a key ("la") or a name ("Los Angeles", "Los Angeles County"); null otherwise. */
export function countyKeyOf(value: string | null | undefined): CountyKey | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  if (isCountyKey(text)) return text;
  const name = text.replace(/\s+county$/, '');
  return COUNTY_KEYS.find((key) => COUNTIES[key].name.toLowerCase() === name) ?? null;
}

/** The supported county of the analysed property, from its recorded county or its ZIP and city. */
export function countyOfAnalysis(analysis: QueryResultResponse | null): CountyKey | null {
  const info = analysis?.property_info;
  if (!info) return null;
  const recorded = countyKeyOf(info.county);
  if (recorded) return recorded;
  const detected = detectCounty({ zip: info.zip, city: info.city });
  return detected.supported ? detected.county : null;
}
