/**
 * The ZIP codes the generator fills, per county: USPS place name, centroid, an approximate radius
 * (from the distance to the nearest other ZIP centroid) and the place's price level.
 */
import type { CountyKey } from '@homie/contracts/counties';
import { CITY_PRICE_LEVELS } from './city-price-levels.ts';
import { ZIP_PLACES } from '@homie/contracts/data/zip-places';
import { Random } from './random.ts';

export interface ZipArea {
  zip: string;
  /** Mailing city in title case, e.g. "San Jose". */
  city: string;
  lat: number;
  lon: number;
  /** Kilometres around the centroid where homes are placed. */
  radiusKm: number;
  /** Price level relative to the county's typical home. */
  priceLevel: number;
  /** Relative share of the county's generated homes. */
  weight: number;
}

const cache = new Map<string, ZipArea[]>();

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

const titleCase = (name: string) => name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The county's ZIP areas, in ZIP order; deterministic for a seed. */
export function zipAreas(county: CountyKey, seed: number): ZipArea[] {
  const key = `${county}:${seed}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rows = ZIP_PLACES[county].map((row) => {
    const [zip = '', place = '', lat = '0', lon = '0'] = row.split('|');
    return { zip, place, lat: Number(lat), lon: Number(lon) };
  });
  const areas = rows.map((row) => {
    let nearest = Number.POSITIVE_INFINITY;
    for (const other of rows) {
      if (other !== row) nearest = Math.min(nearest, distanceKm(row.lat, row.lon, other.lat, other.lon));
    }
    const rng = new Random(seed, 'zip', row.zip);
    const level = CITY_PRICE_LEVELS[row.place.toUpperCase()];
    return {
      zip: row.zip,
      city: titleCase(row.place),
      lat: row.lat,
      lon: row.lon,
      radiusKm: Math.min(3, Math.max(0.5, 0.4 * (Number.isFinite(nearest) ? nearest : 4))),
      priceLevel: (level ?? 0.95) * rng.logNormal(1, level ? 0.06 : 0.14),
      // Remote ZIPs (far from any other) hold fewer homes than suburban ones.
      weight: rng.uniform(0.6, 1.4) * (nearest > 12 ? 0.35 : 1),
    };
  });
  cache.set(key, areas);
  return areas;
}
