import { useI18n } from '#lib/i18n/i18n.tsx';
import type { MapTiles } from '../utils/map-tiles-hint.ts';
import { type MapPoint, mapView } from '../utils/map-tiles.ts';

export interface ComparablesMapProps {
  tiles: MapTiles;
  home: MapPoint;
  /** The comparable sales, most similar first: numbered on the map in that order. */
  sales: readonly (MapPoint & { address: string })[];
}

/** A 2:1 frame in logical pixels: tiles and marks are placed in percent of it, so it scales. */
const FRAME = { width: 640, height: 320, pad: 28 };

/**
 * The home and its comparable sales on a map of the configured tile source (decision 224): plain
 * tiles in a 2:1 frame, a square for the home and numbered dots for the sales, the source's
 * attribution under it. Loaded with the result only (lazy-comparables-map.tsx).
 */
export function ComparablesMap({ tiles, home, sales }: ComparablesMapProps) {
  const { t } = useI18n();
  const view = mapView(tiles.url, [home, ...sales], FRAME);
  if (!view) return null;
  const [homeAt, ...saleAt] = view.points;
  return (
    <section aria-labelledby="comparables-map-title" className="grid gap-2">
      <h3 id="comparables-map-title" className="text-sm font-semibold text-teal-100">
        {t('map.heading')}
      </h3>
      <div
        role="img"
        aria-label={t('map.name', { count: sales.length })}
        className="relative aspect-[2/1] w-full overflow-hidden rounded-xl border border-teal-700 bg-teal-950"
      >
        {view.tiles.map((tile) => (
          <img
            key={`${tile.left}|${tile.top}`}
            src={tile.url}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute max-w-none select-none"
            style={{
              left: `${tile.left}%`,
              top: `${tile.top}%`,
              width: `${tile.width}%`,
              height: `${tile.height}%`,
            }}
          />
        ))}
        {saleAt.map((at, i) => (
          <span
            key={`${sales[i]!.address}|${sales[i]!.latitude},${sales[i]!.longitude}`}
            aria-hidden="true"
            className="absolute flex size-5 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-white bg-teal-700 text-[10px] font-bold text-white shadow"
            style={{ left: `${at.left}%`, top: `${at.top}%` }}
          >
            {i + 1}
          </span>
        ))}
        {homeAt && (
          <span
            aria-hidden="true"
            className="absolute size-4 -translate-x-1/2 -translate-y-1/2 border-2 border-white bg-amber-400 shadow"
            style={{ left: `${homeAt.left}%`, top: `${homeAt.top}%` }}
          />
        )}
      </div>
      <p className="text-xs text-teal-300">{t('map.legend')}</p>
      <p className="text-xs text-teal-300">{t('map.tiles', { attribution: tiles.attribution })}</p>
    </section>
  );
}
