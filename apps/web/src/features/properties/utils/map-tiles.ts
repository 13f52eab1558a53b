/**
 * The map of a home and its comparables (issue 53 item 3, decision 224), drawn as plain slippy-map
 * tiles (Web Mercator, 256-px tiles) with the marks placed over them. Loaded with the map's chunk;
 * whether there is a tile source at all is read by map-tiles-hint.ts.
 */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

const TILE = 256;
const MAX_ZOOM = 17;

/** A point's position in world pixels at zoom z (Web Mercator). */
function worldPixel(point: MapPoint, z: number): { x: number; y: number } {
  const scale = TILE * 2 ** z;
  const lat = Math.max(-85.05, Math.min(85.05, point.latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((point.longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface MapTile {
  url: string;
  /** Left and top edge, and size, in percent of the frame. */
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface MapView {
  zoom: number;
  tiles: MapTile[];
  /** Each point's position in percent of the frame, in the order given. */
  points: { left: number; top: number }[];
}

/** The template's URL for one tile ({s} is the first subdomain, "a"). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replace(/\{z\}/g, String(z))
    .replace(/\{x\}/g, String(x))
    .replace(/\{y\}/g, String(y))
    .replace(/\{s\}/g, 'a');
}

/**
 * The closest zoom that shows every point inside a `width`×`height` frame with `pad` pixels to
 * spare, centred on them: the tiles that cover the frame and each point's place in it.
 */
export function mapView(
  template: string,
  points: readonly MapPoint[],
  frame: { width: number; height: number; pad: number },
): MapView | null {
  if (points.length === 0) return null;
  let zoom = MAX_ZOOM;
  for (; zoom > 1; zoom--) {
    const px = points.map((p) => worldPixel(p, zoom));
    const spanX = Math.max(...px.map((p) => p.x)) - Math.min(...px.map((p) => p.x));
    const spanY = Math.max(...px.map((p) => p.y)) - Math.min(...px.map((p) => p.y));
    if (spanX <= frame.width - 2 * frame.pad && spanY <= frame.height - 2 * frame.pad) break;
  }
  const px = points.map((p) => worldPixel(p, zoom));
  const centreX = (Math.max(...px.map((p) => p.x)) + Math.min(...px.map((p) => p.x))) / 2;
  const centreY = (Math.max(...px.map((p) => p.y)) + Math.min(...px.map((p) => p.y))) / 2;
  const left = centreX - frame.width / 2;
  const top = centreY - frame.height / 2;
  const count = 2 ** zoom;
  const tiles: MapTile[] = [];
  for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + frame.height) / TILE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + frame.width) / TILE); tx++) {
      tiles.push({
        url: tileUrl(template, zoom, ((tx % count) + count) % count, ty),
        left: ((tx * TILE - left) / frame.width) * 100,
        top: ((ty * TILE - top) / frame.height) * 100,
        width: (TILE / frame.width) * 100,
        height: (TILE / frame.height) * 100,
      });
    }
  }
  return {
    zoom,
    tiles,
    points: px.map((p) => ({
      left: ((p.x - left) / frame.width) * 100,
      top: ((p.y - top) / frame.height) * 100,
    })),
  };
}
