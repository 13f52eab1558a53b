import { lazy, Suspense, useMemo } from 'react';
import { mapTilesFromPage } from '../utils/map-tiles-hint.ts';
import type { MapPoint } from '../utils/map-tiles.ts';

/** The map's code loads with a result, and only where a tile source is configured (decision 224). */
const ComparablesMap = lazy(() =>
  import('./comparables-map.tsx').then((m) => ({ default: m.ComparablesMap })),
);

const located = (p: { latitude: number | null; longitude: number | null }): p is MapPoint =>
  typeof p.latitude === 'number' &&
  typeof p.longitude === 'number' &&
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude);

/**
 * The map of the home and its comparable sales (comparables-map.tsx), fetched only when the page
 * names a tile source and the home and a sale have a place: otherwise nothing, not an empty frame.
 */
export function LazyComparablesMap({
  home,
  sales,
}: {
  home: { latitude: number | null; longitude: number | null };
  sales: readonly { address: string; latitude: number; longitude: number; owner_supplied?: true }[];
}) {
  const tiles = useMemo(() => (typeof document === 'undefined' ? null : mapTilesFromPage()), []);
  // A sale the owner added has no place of its own (decision 249): it is not drawn.
  const placed = sales.filter((sale) => !sale.owner_supplied && located(sale));
  if (!tiles || !located(home) || placed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ComparablesMap tiles={tiles} home={home} sales={placed} />
    </Suspense>
  );
}
