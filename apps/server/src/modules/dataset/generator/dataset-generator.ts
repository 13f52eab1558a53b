/**
 * The deterministic California demo dataset: `size` homes over the eight counties in proportion to
 * their housing stock, ZIP by ZIP, each with its sale history since the 1970s and its assessments.
 * The same seed and size always give the same data. Yields one chunk per ZIP code, so millions of
 * homes stream through a loader without being held in memory.
 */
import { COUNTY_KEYS, type CountyKey } from '@homie/contracts/counties';
import { assessmentsFor } from './assessments.ts';
import { COUNTY_PROFILES } from './county-profiles.ts';
import type { DatasetChunk } from './dataset-types.ts';
import { generateNeighbourhood, type LayoutState } from './neighbourhood-generator.ts';
import { Random } from './random.ts';
import { saleHistory, topUpRecentSales } from './sales-history.ts';
import { zipAreas } from './zip-layout.ts';

export const DEFAULT_SEED = 20260101;
/** Recorded in dataset_meta so a changed generator is visible. */
export const GENERATOR_VERSION = 'homie-demo-2';

/** Fewest homes a ZIP gets: a small dataset uses fewer ZIP codes rather than sparser ones. */
const MIN_HOMES_PER_ZIP = 150;
const MIN_NEIGHBOURHOOD = 120;

export interface GenerateOptions {
  seed?: number;
  size: number;
  /** Only these counties (all eight by default); the size is then split among them. */
  counties?: readonly CountyKey[];
}

/** Splits `total` into integer parts proportional to weights (largest remainder). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
  }
  return parts;
}

/** How many homes each county gets. */
export function countyCounts(
  size: number,
  counties: readonly CountyKey[] = COUNTY_KEYS,
): Map<CountyKey, number> {
  const parts = apportion(
    size,
    counties.map((c) => COUNTY_PROFILES[c].housingUnits),
  );
  return new Map(counties.map((c, i) => [c, parts[i] ?? 0]));
}

export function* generateDataset(options: GenerateOptions): Generator<DatasetChunk> {
  const seed = options.seed ?? DEFAULT_SEED;
  const state: LayoutState = { nextId: 1, sheets: new Map(), streetsByZip: new Map() };
  for (const [county, countyTotal] of countyCounts(options.size, options.counties)) {
    if (countyTotal === 0) continue;
    // A small dataset fills fewer ZIPs rather than sparser ones: evenly spread over the county's
    // price levels, so its market stays representative.
    const allAreas = zipAreas(county, seed);
    const used = Math.min(allAreas.length, Math.max(1, Math.ceil(countyTotal / MIN_HOMES_PER_ZIP)));
    const byLevel = [...allAreas].sort((a, b) => a.priceLevel - b.priceLevel || a.zip.localeCompare(b.zip));
    const chosen = new Set(
      Array.from({ length: used }, (_, i) => byLevel[Math.floor(((i + 0.5) * byLevel.length) / used)]),
    );
    const areas = allAreas.filter((a) => chosen.has(a));
    const perZip = apportion(
      countyTotal,
      areas.map((a) => a.weight),
    );
    for (const [z, area] of areas.entries()) {
      const total = perZip[z] ?? 0;
      if (total === 0) continue;
      const rng = new Random(seed, county, area.zip, options.size);
      const chunk: DatasetChunk = { county, zip: area.zip, properties: [], sales: [], assessments: [] };
      let made = 0;
      while (made < total) {
        let count = Math.min(total - made, Math.round(rng.uniform(MIN_NEIGHBOURHOOD, 360)));
        // The last neighbourhood of a ZIP absorbs a small remainder instead of standing alone.
        if (total - made - count < MIN_NEIGHBOURHOOD) count = total - made;
        const homes = generateNeighbourhood(rng, state, county, area, count);
        const histories = homes.map((home) => saleHistory(rng, home));
        topUpRecentSales(rng, homes, histories);
        for (const [i, home] of homes.entries()) {
          const sales = histories[i] ?? [];
          chunk.properties.push(home);
          for (const sale of sales) chunk.sales.push(sale);
          for (const row of assessmentsFor(rng, home, sales)) chunk.assessments.push(row);
        }
        made += count;
      }
      yield chunk;
    }
  }
}
