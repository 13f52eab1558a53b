/**
 * Whether the server configured a map tile source (decision 224): it names it in the page
 * (`<meta name="homie-map-tiles">` with `homie-map-attribution`). Kept apart from the map's math
 * (map-tiles.ts) so that only this check rides with the result, not the map's code.
 */

export interface MapTiles {
  /** URL template with {z}, {x} and {y} (and optionally {s}). */
  url: string;
  attribution: string;
}

/** The tile source the server configured, or null: then no map and no frame is shown. */
export function mapTilesFromPage(doc: Document = document): MapTiles | null {
  const read = (name: string) =>
    doc.querySelector(`meta[name="homie-${name}"]`)?.getAttribute('content')?.trim() ?? '';
  const url = read('map-tiles');
  const attribution = read('map-attribution');
  if (!/^https:\/\//.test(url) || !attribution) return null;
  return { url, attribution };
}
