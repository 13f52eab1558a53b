import { createHash } from 'node:crypto';
import { COUNTIES, COUNTY_KEYS, type CountyKey } from '@homie/contracts/counties';
import { detectCounty } from '@homie/contracts/county-detection';
import { normalizeAddressKey } from '@homie/contracts/address';
import { annualTax, factorProduct, lienDate } from '@homie/contracts/prop13';
import { beforeAll, describe, expect, it } from 'vitest';
import { apnPattern } from './apn-formats.ts';
import type { DatasetChunk, GeneratedAssessment, GeneratedProperty, GeneratedSale } from './dataset-types.ts';
import { apportion, countyCounts, generateDataset } from './dataset-generator.ts';
import { isoToDay } from './market-index.ts';
import { marketValue } from './value-model.ts';
import { distanceKm, zipAreas } from './zip-layout.ts';

const SIZE = 24_000;
let properties: GeneratedProperty[] = [];
let sales: GeneratedSale[] = [];
let assessments: GeneratedAssessment[] = [];
const byId = new Map<number, GeneratedProperty>();

const collect = (chunks: Iterable<DatasetChunk>) => {
  const all = {
    properties: [] as GeneratedProperty[],
    sales: [] as GeneratedSale[],
    assessments: [] as GeneratedAssessment[],
  };
  for (const c of chunks) {
    all.properties.push(...c.properties);
    all.sales.push(...c.sales);
    all.assessments.push(...c.assessments);
  }
  return all;
};
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

beforeAll(() => {
  ({ properties, sales, assessments } = collect(generateDataset({ size: SIZE })));
  for (const p of properties) byId.set(p.id, p);
}, 180_000);

describe('determinism', () => {
  it('gives the same data for the same seed and size, and different data for another seed', {
    timeout: 120_000,
  }, () => {
    const a = collect(generateDataset({ size: 3000, seed: 7 }));
    const b = collect(generateDataset({ size: 3000, seed: 7 }));
    const c = collect(generateDataset({ size: 3000, seed: 8 }));
    expect(digest(a)).toBe(digest(b));
    expect(digest(a)).not.toBe(digest(c));
  });

  it('apportions sizes exactly', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect([...countyCounts(200_000).values()].reduce((x, y) => x + y, 0)).toBe(200_000);
    expect(countyCounts(200_000).get('la')).toBeGreaterThan(90_000);
  });
});

describe('homes', () => {
  it('has exactly the requested size in all eight counties, with unique ids, addresses and APNs', () => {
    expect(properties).toHaveLength(SIZE);
    expect(new Set(properties.map((p) => p.county))).toEqual(new Set(COUNTY_KEYS));
    expect(new Set(properties.map((p) => p.id)).size).toBe(SIZE);
    expect(new Set(properties.map((p) => `${p.zip} ${p.addressNormalized}`)).size).toBe(SIZE);
    expect(new Set(properties.map((p) => `${p.county} ${p.apn}`)).size).toBe(SIZE);
  });

  it('keeps addresses and APNs unique in crowded ZIP codes (the density of a 1M-home dataset)', {
    timeout: 120_000,
  }, () => {
    const dense = collect(generateDataset({ size: 50_000, counties: ['san_mateo'] }));
    expect(new Set(dense.properties.map((p) => `${p.zip} ${p.addressNormalized}`)).size).toBe(50_000);
    expect(new Set(dense.properties.map((p) => p.apn)).size).toBe(50_000);
    const condo = dense.properties.filter((p) => p.unit !== null);
    const buildings = new Map<string, Set<string>>();
    for (const p of condo) {
      const key = `${p.zip}|${p.apn.slice(0, 7)}|${p.streetNumber}`;
      buildings.set(key, (buildings.get(key) ?? new Set()).add(p.streetName));
    }
    // Every unit of a condo building is on the building's one street.
    expect([...buildings.values()].filter((streets) => streets.size > 1)).toEqual([]);
  });

  it('uses each county APN format (Los Angeles AIN 4-3-3) and normalised addresses', () => {
    const bad = properties.filter(
      (p) =>
        !apnPattern(p.county).test(p.apn) ||
        p.addressNormalized !== normalizeAddressKey(`${p.streetNumber} ${p.streetName}`, p.unit),
    );
    expect(bad).toEqual([]);
    expect(properties.find((p) => p.county === 'la')?.apn).toMatch(/^\d{4}-\d{3}-\d{3}$/);
  });

  it('places homes in real ZIP codes of their county, near the ZIP centroid', () => {
    const centroids = new Map(
      COUNTY_KEYS.flatMap((c) => zipAreas(c, 20260101).map((a) => [a.zip, a] as const)),
    );
    const bad = properties.filter((p) => {
      const detected = detectCounty({ zip: p.zip, city: p.city });
      const area = centroids.get(p.zip);
      return (
        !detected.supported ||
        detected.county !== p.county ||
        area?.city !== p.city ||
        distanceKm(p.lat, p.lon, area.lat, area.lon) > 6
      );
    });
    expect(bad).toEqual([]);
  });

  it('has plausible types, sizes, rooms, lots and ages', () => {
    const share = (t: string) => properties.filter((p) => p.propertyType === t).length / SIZE;
    expect(share('single_family')).toBeGreaterThan(0.55);
    expect(share('condo')).toBeGreaterThan(0.05);
    expect(share('townhouse')).toBeGreaterThan(0.03);
    expect(share('multi_family')).toBeGreaterThan(0.01);
    const bad = properties.filter(
      (p) =>
        p.livingSqft < 420 ||
        p.baths < 1 ||
        p.yearBuilt < 1885 ||
        p.yearBuilt > 2025 ||
        (p.propertyType === 'condo' ? p.lotSqft !== null : !(p.lotSqft && p.lotSqft > 0)),
    );
    expect(bad).toEqual([]);
    const sfr = properties.filter((p) => p.propertyType === 'single_family');
    expect(median(sfr.map((p) => p.livingSqft))).toBeGreaterThan(1300);
    expect(median(sfr.map((p) => p.livingSqft))).toBeLessThan(2400);
    expect(median(sfr.map((p) => p.beds))).toBe(3);
  });
});

describe('sales', () => {
  it('run from the 1970s to March 31 2026, never before a home was built', () => {
    expect(sales.length).toBeGreaterThan(SIZE * 2);
    const bad = sales.filter(
      (s) =>
        !(s.saleDate >= '1970-01-01' && s.saleDate <= '2026-03-31') ||
        !/^\d{4}-\d{2}-\d{2}$/.test(s.saleDate) ||
        Number(s.saleDate.slice(0, 4)) < (byId.get(s.propertyId)?.yearBuilt ?? 0) ||
        !(s.price > 0),
    );
    expect(bad).toEqual([]);
    expect(sales.some((s) => s.saleDate < '1976-01-01')).toBe(true);
    expect(sales.filter((s) => !s.armsLength).length / sales.length).toBeGreaterThan(0.01);
  });

  const BANDS: Record<CountyKey, { price: [number, number]; ppsf: [number, number] }> = {
    alameda: { price: [900_000, 1_500_000], ppsf: [550, 950] },
    san_mateo: { price: [1_300_000, 2_300_000], ppsf: [800, 1400] },
    la: { price: [700_000, 1_150_000], ppsf: [450, 800] },
    contra_costa: { price: [650_000, 1_100_000], ppsf: [380, 650] },
    san_bernardino: { price: [380_000, 650_000], ppsf: [220, 380] },
    riverside: { price: [470_000, 780_000], ppsf: [230, 400] },
    ventura: { price: [680_000, 1_200_000], ppsf: [400, 720] },
    santa_clara: { price: [1_300_000, 2_200_000], ppsf: [800, 1300] },
  };

  it.each(COUNTY_KEYS)('follow a realistic 2025-26 market in %s (median price and $/sqft)', (county) => {
    const recent = sales.filter(
      (s) => s.armsLength && s.saleDate >= '2025-01-01' && byId.get(s.propertyId)?.county === county,
    );
    expect(recent.length).toBeGreaterThan(30);
    const price = median(recent.map((s) => s.price));
    const ppsf = median(recent.map((s) => s.price / (byId.get(s.propertyId)?.livingSqft ?? 1)));
    const band = BANDS[county];
    expect(price).toBeGreaterThanOrEqual(band.price[0]);
    expect(price).toBeLessThanOrEqual(band.price[1]);
    expect(ppsf).toBeGreaterThanOrEqual(band.ppsf[0]);
    expect(ppsf).toBeLessThanOrEqual(band.ppsf[1]);
  });

  it('follow each county market over time: 1990s dip, 2006 boom, 2011 crash, 2022 peak', () => {
    const yearMedian = (county: CountyKey, year: number) =>
      median(
        sales
          .filter(
            (s) =>
              s.armsLength &&
              s.saleDate.startsWith(String(year)) &&
              byId.get(s.propertyId)?.county === county,
          )
          .map((s) => s.price / (byId.get(s.propertyId)?.livingSqft ?? 1)),
      );
    for (const county of ['la', 'riverside', 'santa_clara'] as const) {
      expect(yearMedian(county, 1979)).toBeLessThan(yearMedian(county, 1989));
      expect(yearMedian(county, 2006)).toBeGreaterThan(yearMedian(county, 2011));
      expect(yearMedian(county, 2011)).toBeLessThan(yearMedian(county, 2022));
    }
    expect(yearMedian('riverside', 2011) / yearMedian('riverside', 2006)).toBeLessThan(0.7);
  });

  it("leave every home at least 3 same-type arm's-length comparables within 2 miles, sold Oct 2024 - Mar 2026", () => {
    const recent = sales.filter(
      (s) => s.armsLength && s.saleDate >= '2024-10-01' && s.saleDate <= '2026-03-31',
    );
    const cell = (lat: number, lon: number) => `${Math.floor(lat / 0.05)}:${Math.floor(lon / 0.05)}`;
    const grid = new Map<string, GeneratedProperty[]>();
    for (const s of recent) {
      const p = byId.get(s.propertyId) as GeneratedProperty;
      const key = cell(p.lat, p.lon);
      grid.set(key, [...(grid.get(key) ?? []), p]);
    }
    let short = 0;
    for (const p of properties) {
      let found = 0;
      const [cy = 0, cx = 0] = cell(p.lat, p.lon).split(':').map(Number);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          for (const q of grid.get(`${cy + dy}:${cx + dx}`) ?? []) {
            if (
              q.id !== p.id &&
              q.propertyType === p.propertyType &&
              distanceKm(p.lat, p.lon, q.lat, q.lon) <= 3.22
            )
              found++;
          }
        }
      }
      if (found < 3) short++;
    }
    expect(short).toBe(0);
  });
});

describe('assessments (Prop 13 and Prop 8)', () => {
  it('exist for roll years 2025 and 2026 and respect every Prop 13 invariant', () => {
    expect(assessments.filter((a) => a.rollYear === 2026).length).toBeGreaterThan(SIZE * 0.98);
    const bad = assessments.filter((a) => {
      const p = byId.get(a.propertyId) as GeneratedProperty;
      // FBYV = base × the factor product since the base (first factor the next or the second Jan 1).
      const ratio = a.factoredBaseValue / a.baseValue;
      const candidates =
        a.baseYear === 1975
          ? [factorProduct(1976, a.rollYear)]
          : [factorProduct(a.baseYear + 1, a.rollYear), factorProduct(a.baseYear + 2, a.rollYear)];
      return (
        a.total > a.factoredBaseValue ||
        a.prop8 !== a.total < a.factoredBaseValue ||
        a.land + a.improvements !== a.total ||
        a.baseYear >= a.rollYear ||
        a.annualTax !== annualTax(a.total, COUNTIES[p.county].typicalTaxRate) ||
        Math.min(...candidates.map((c) => Math.abs(c - ratio))) > 1 / a.baseValue + 1e-9
      );
    });
    expect(bad).toEqual([]);
  });

  it('leave owners who bought near the 2022 peak with a market value below their FBYV, and long-time owners not', () => {
    const lienIso = lienDate(2026); // the generated 2026 roll, whatever today is
    const lien = isoToDay(lienIso);
    const lastBefore = new Map<number, string>();
    for (const s of sales) {
      if (s.saleDate < lienIso && s.saleDate > (lastBefore.get(s.propertyId) ?? ''))
        lastBefore.set(s.propertyId, s.saleDate);
    }
    let peakBuyers = 0;
    let peakUnderwater = 0;
    let longTime = 0;
    let longTimeUnderwater = 0;
    for (const a of assessments) {
      if (a.rollYear !== 2026) continue;
      const bought = lastBefore.get(a.propertyId) ?? '1900';
      const market = marketValue(byId.get(a.propertyId) as GeneratedProperty, lien);
      if (bought >= '2022-02-01' && bought < '2022-07-01') {
        peakBuyers++;
        if (market < a.factoredBaseValue) peakUnderwater++;
      }
      if (bought < '2000-01-01') {
        longTime++;
        if (market <= a.factoredBaseValue) longTimeUnderwater++;
      }
    }
    expect(longTime).toBeGreaterThan(100);
    expect(longTimeUnderwater).toBe(0);
    expect(peakBuyers).toBeGreaterThan(30);
    expect(peakUnderwater / peakBuyers).toBeGreaterThan(0.7);
    // Some are already reduced by the assessor (Prop 8); the others overpay: the appeal case.
    const overpaying = assessments.filter(
      (a) =>
        a.rollYear === 2026 &&
        !a.prop8 &&
        marketValue(byId.get(a.propertyId) as GeneratedProperty, lien) < a.total * 0.95,
    );
    expect(overpaying.length).toBeGreaterThan(SIZE * 0.02);
    expect(assessments.some((a) => a.prop8)).toBe(true);
  });
});
