/**
 * How a home is named in the property tables whatever brought it there (an importer of the dataset
 * pipeline or the RentCast provider), so one home read from two sources is one row.
 */
import { createHash } from 'node:crypto';

/** A stable parcel number for a home whose file gives none: "SYN-" and a hash of ZIP and address. */
export function syntheticApn(zip: string, addressNormalized: string): string {
  return `SYN-${createHash('sha1').update(`${zip}|${addressNormalized}`).digest('hex').slice(0, 12).toUpperCase()}`;
}

/** "SAN JOSE" or "san jose" → "San Jose"; a mixed-case name is kept as written. */
export function displayCity(value: string): string {
  const city = value.trim().replace(/\s+/g, ' ');
  if (city !== city.toUpperCase() && city !== city.toLowerCase()) return city;
  return city
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}
