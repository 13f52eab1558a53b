/** Great-circle helpers for distances in miles and the lat/lon box a radius covers. */
const EARTH_RADIUS_MILES = 3958.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** The smallest lat/lon box that holds every point within `radiusMiles` of the centre. */
export function boundingBox(lat: number, lon: number, radiusMiles: number): BoundingBox {
  const dLat = (radiusMiles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const dLon = dLat / Math.max(0.01, Math.cos(toRad(lat)));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
}

/**
 * The plane the nearest-first candidate search orders by (decision 136): longitude scaled by
 * cos 36.9° (California's middle latitude), latitude as is, so a degree either way is about the same
 * distance. Across the state the scale is off by at most 7%, and the search only orders by it: the
 * comps are still chosen by true distance. The SQL index expression is `point(lon * 0.8, lat)`.
 */
export const PLANE_LON_SCALE = 0.8;

/** Squared distance in that plane (degrees²): what the GiST index orders by, for the in-memory source. */
export function planeDistance2(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dx = (lon1 - lon2) * PLANE_LON_SCALE;
  const dy = lat1 - lat2;
  return dx * dx + dy * dy;
}
