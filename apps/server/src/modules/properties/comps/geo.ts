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
