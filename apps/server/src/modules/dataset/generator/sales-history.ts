/**
 * Sale histories of generated homes: a sale as new for homes built since 1970, then owners who hold
 * for a few to many years, each sale priced around the home's market value on the day. Some transfers
 * are not arm's-length (more of them in the 2008-2012 foreclosure wave). Recent years are topped up so
 * every neighbourhood has comparable sales of each type it holds.
 */
import type { PropertyType } from '@homie/contracts/property-types';
import type { GeneratedProperty, GeneratedSale } from './dataset-types.ts';
import { dayToIso, isoToDay } from './market-index.ts';
import type { Random } from './random.ts';
import { marketValue } from './value-model.ts';

export const FIRST_SALE_DAY = isoToDay('1970-01-01');
/** The last day comparables may sell for the 2026 lien date (R&T §402.5). */
export const LAST_SALE_DAY = isoToDay('2026-03-31');
const YEAR = 365.25;

/** Windows that must hold sales of every type a neighbourhood has: [first day, last day, minimum]. */
export const DENSE_WINDOWS: readonly (readonly [number, number, number])[] = [
  [isoToDay('2023-01-01'), isoToDay('2024-12-31'), 4],
  [isoToDay('2025-01-01'), LAST_SALE_DAY, 5],
];

/** Years an owner keeps a home: many stay long under Prop 13, some move on quickly. */
function holdingYears(rng: Random): number {
  const r = rng.next();
  if (r < 0.25) return rng.uniform(1.5, 6);
  if (r < 0.75) return rng.uniform(6, 16);
  return rng.uniform(16, 40);
}

/** A sale on a day: arm's-length near market value, otherwise a discounted transfer. */
export function makeSale(
  rng: Random,
  home: GeneratedProperty,
  day: number,
  forceArmsLength = false,
): GeneratedSale {
  const year = 1970 + day / YEAR;
  const distressed = year >= 2008.5 && year < 2012.5 ? 0.12 : 0.03;
  const value = marketValue(home, day);
  if (!forceArmsLength && rng.chance(distressed)) {
    return {
      propertyId: home.id,
      saleDate: dayToIso(day),
      price: Math.round((value * rng.uniform(0.45, 0.85)) / 1000) * 1000,
      armsLength: false,
    };
  }
  const step = value >= 1_000_000 ? 5000 : 1000;
  const price = Math.max(step, Math.round((value * Math.exp(rng.normal(0, 0.045))) / step) * step);
  return { propertyId: home.id, saleDate: dayToIso(day), price, armsLength: true };
}

/** The sale history of one home, oldest first, none after LAST_SALE_DAY. */
export function saleHistory(rng: Random, home: GeneratedProperty): GeneratedSale[] {
  const sales: GeneratedSale[] = [];
  let day: number;
  if (home.yearBuilt >= 1970) {
    day = isoToDay(`${home.yearBuilt}-01-01`) + rng.int(30, 330);
    if (day > LAST_SALE_DAY) return sales;
    sales.push(makeSale(rng, home, day, true));
  } else {
    // The owner in 1970 bought some time before: the first recorded sale comes after that tenure.
    day = FIRST_SALE_DAY - Math.round(rng.uniform(0, 15) * YEAR);
  }
  for (;;) {
    day += Math.round(holdingYears(rng) * YEAR);
    if (day > LAST_SALE_DAY) return sales;
    if (day >= FIRST_SALE_DAY) sales.push(makeSale(rng, home, day));
  }
}

/**
 * Makes sure each type present in a neighbourhood has at least the window's minimum of arm's-length
 * sales (or one per home of that type) inside each dense window, by adding a sale to homes that have
 * none there and none after it. Mutates `histories`.
 */
export function topUpRecentSales(
  rng: Random,
  homes: GeneratedProperty[],
  histories: GeneratedSale[][],
): void {
  const types = new Set<PropertyType>(homes.map((h) => h.propertyType));
  for (const [first, last, minimum] of DENSE_WINDOWS) {
    const firstIso = dayToIso(first);
    const lastIso = dayToIso(last);
    for (const type of types) {
      const indexes = homes.map((h, i) => (h.propertyType === type ? i : -1)).filter((i) => i >= 0);
      const inWindow = (i: number) =>
        (histories[i] ?? []).some((s) => s.armsLength && s.saleDate >= firstIso && s.saleDate <= lastIso);
      let have = indexes.filter(inWindow).length;
      const want = Math.min(minimum, indexes.length);
      const candidates = indexes.filter((i) => !(histories[i] ?? []).some((s) => s.saleDate >= firstIso));
      while (have < want && candidates.length > 0) {
        const i = candidates.splice(rng.int(0, candidates.length - 1), 1)[0] as number;
        const home = homes[i] as GeneratedProperty;
        const history = histories[i] as GeneratedSale[];
        const earliest = Math.max(first, isoToDay(`${home.yearBuilt}-12-31`));
        if (earliest > last) continue;
        const day = rng.int(earliest, last);
        history.push(makeSale(rng, home, day, true));
        have++;
      }
    }
  }
}
