import type { Database } from '#db/client.ts';
import type { SaleCandidate, SubjectFacts } from '../comps/comp-types.ts';
import { createCompsRepository } from '../comps/comps.repository.ts';
import { dayOf, dayToIso } from '../comps/dates.ts';
import { appraiseFromDatabase } from '../comps/find-comparables.ts';
import { createMarketIndexService } from '../comps/market-index.service.ts';
import { createMemoryCompsSource } from '../comps/memory-comps.source.ts';
import type { AppraiseOptions } from '../valuation/appraise.ts';
import { type RatioStudy, ratioStudy } from '../valuation/ratio-study.ts';

export interface BacktestOptions {
  /**
   * 'memory' (default) reads every sale from the database once and answers the comps queries from
   * memory with the same rules; 'sql' sends each query to the database as the API does (slower).
   */
  engine?: 'memory' | 'sql';
  /** Sales in the first days of the data have no history to be valued from; skip them. */
  warmUpDays?: number;
  appraise?: AppraiseOptions;
  /** Called every 500 sales with (done, total). */
  onProgress?: (done: number, total: number) => void;
}

export interface BacktestPair {
  saleId: number;
  county: string;
  price: number;
  estimate: number;
  low: number;
  high: number;
  confidence: string;
  step: number;
}

export interface BacktestReport {
  overall: RatioStudy | null;
  byCounty: { county: string; study: RatioStudy | null }[];
  valued: number;
  unvalued: number;
  skipped: number;
  /** Share of sales whose price fell inside the stated value range, in percent. */
  inRangePct: number;
  firstDate: string | null;
  lastDate: string | null;
  pairs: BacktestPair[];
}

interface SaleRow {
  sale_id: number;
  property_id: number;
  sale_day: number;
  price: number;
  county: string;
  zip: string;
  city: string;
  address: string;
  property_type: SubjectFacts['propertyType'];
  lat: number;
  lon: number;
  beds: number | null;
  baths: number | null;
  living_sqft: number | null;
  lot_sqft: number | null;
  year_built: number | null;
}

/**
 * Values every arm's-length sale in the database from the sales that closed before it (never itself,
 * never a later sale) with exactly the code the analysis API runs: the lien date is the sale's own
 * date, comps must have sold by the day before, and the market index is fitted on sales before the
 * sale's month. Compares each estimate with the price actually paid.
 */
export async function runBacktest(
  database: Database,
  options: BacktestOptions = {},
): Promise<BacktestReport> {
  const sales = await database.query<SaleRow>(
    `select s.id as sale_id, p.id as property_id, (s.sale_date - date '1970-01-01') as sale_day, s.price, p.county, p.zip,
            p.city, p.address_normalized as address,
            p.property_type, p.lat, p.lon, p.beds, p.baths, p.living_sqft, p.lot_sqft, p.year_built
     from sales s join properties p on p.id = s.property_id
     where s.arms_length and p.lat is not null and p.lon is not null
     order by s.sale_date, s.id`,
  );
  const comps =
    options.engine === 'sql'
      ? createCompsRepository(database)
      : createMemoryCompsSource(sales.map(candidateOf));
  const indexes = createMarketIndexService(comps);
  const firstDay = sales.length ? Number(sales[0]!.sale_day) : 0;
  const pairs: BacktestPair[] = [];
  let unvalued = 0;
  let skipped = 0;
  for (const [i, sale] of sales.entries()) {
    if (i % 500 === 0) options.onProgress?.(i, sales.length);
    const saleDay = Number(sale.sale_day);
    if (saleDay - firstDay < (options.warmUpDays ?? 60)) {
      skipped += 1;
      continue;
    }
    const subject: SubjectFacts = {
      propertyId: sale.property_id,
      propertyType: sale.property_type,
      lat: sale.lat,
      lon: sale.lon,
      county: sale.county,
      zip: sale.zip,
      beds: sale.beds,
      baths: sale.baths === null ? null : Number(sale.baths),
      sqft: sale.living_sqft,
      lotSqft: sale.lot_sqft,
      yearBuilt: sale.year_built,
    };
    const iso = dayToIso(saleDay);
    const monthStart = dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 1);
    const index = await indexes.forCounty(sale.county, monthStart, monthStart - 1);
    const appraisal = await appraiseFromDatabase(
      comps,
      subject,
      { lienDay: saleDay, latestDay: saleDay - 1 },
      index,
      options.appraise,
    );
    const { value, low, high, confidence } = appraisal.value;
    if (value === null || low === null || high === null) {
      unvalued += 1;
      continue;
    }
    pairs.push({
      saleId: sale.sale_id,
      county: sale.county,
      price: sale.price,
      estimate: value,
      low,
      high,
      confidence,
      step: appraisal.selection.step.step,
    });
  }
  options.onProgress?.(sales.length, sales.length);
  const counties = [...new Set(pairs.map((p) => p.county))].sort();
  return {
    overall: ratioStudy(pairs),
    byCounty: counties.map((county) => ({
      county,
      study: ratioStudy(pairs.filter((p) => p.county === county)),
    })),
    valued: pairs.length,
    unvalued,
    skipped,
    inRangePct: pairs.length
      ? (100 * pairs.filter((p) => p.price >= p.low && p.price <= p.high).length) / pairs.length
      : 0,
    firstDate: sales.length ? dayToIso(firstDay) : null,
    lastDate: sales.length ? dayToIso(Number(sales[sales.length - 1]!.sale_day)) : null,
    pairs,
  };
}

function candidateOf(r: SaleRow): SaleCandidate {
  return {
    saleId: r.sale_id,
    propertyId: r.property_id,
    address: r.address,
    city: r.city,
    zip: r.zip,
    county: r.county,
    propertyType: r.property_type,
    lat: r.lat,
    lon: r.lon,
    beds: r.beds,
    baths: r.baths === null ? null : Number(r.baths),
    sqft: r.living_sqft,
    lotSqft: r.lot_sqft,
    yearBuilt: r.year_built,
    price: r.price,
    saleDay: Number(r.sale_day),
  };
}
