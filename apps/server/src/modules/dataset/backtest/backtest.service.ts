import type { Database } from '#db/client.ts';
import {
  CANDIDATE_COLUMNS,
  type CandidateRow,
  type SubjectFacts,
  candidateOf,
  createCompsRepository,
  dayOf,
  dayToIso,
  appraiseFromDatabase,
  createMarketIndexService,
  type MarketPrior,
  createMemoryCompsSource,
  type AppraiseOptions,
  type RatioStudy,
  ratioStudy,
} from '#modules/properties/properties.plugin.ts';
import { verdictOf } from '@homie/contracts/verdict';

export interface BacktestOptions {
  /**
   * 'memory' (default) reads every sale from the database once and answers the comps queries from
   * memory with the same rules; 'sql' sends each query to the database as the API does (slower).
   */
  engine?: 'memory' | 'sql';
  /**
   * Days at the start of the data whose sales are not valued (default 0: every sale is valued from
   * whatever came before it, with a wider range when that is little).
   */
  warmUpDays?: number;
  appraise?: AppraiseOptions;
  /** A published county index the market index is shrunk toward (decision 125); none by default. */
  prior?: MarketPrior | null;
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
  /** The uncalibrated spread of the estimate (log scale): what the range's z multiplies. */
  spread: number;
}

/** The verdict study (issue 15): the share of each verdict if the home were assessed at k × its price. */
export interface VerdictStudyRow {
  k: number;
  overpayingPct: number;
  tooClosePct: number;
  goodShapePct: number;
}

export const VERDICT_STUDY_KS = [1, 1.1, 1.25] as const;

export interface CoverageRow {
  label: string;
  n: number;
  inRangePct: number;
}

export interface BacktestReport {
  overall: RatioStudy | null;
  byCounty: { county: string; study: RatioStudy | null }[];
  valued: number;
  unvalued: number;
  skipped: number;
  /** Share of sales whose price fell inside the stated value range, in percent. */
  inRangePct: number;
  /** The same per county and per search step. */
  coverageByCounty: CoverageRow[];
  coverageByStep: CoverageRow[];
  verdictStudy: VerdictStudyRow[];
  firstDate: string | null;
  lastDate: string | null;
  pairs: BacktestPair[];
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
  const sales = (
    await database.query<CandidateRow>(
      `select ${CANDIDATE_COLUMNS}
       from sales s join properties p on p.id = s.property_id
       where s.arms_length and p.lat is not null and p.lon is not null
       order by s.sale_date, s.id`,
    )
  ).map(candidateOf);
  const comps = options.engine === 'sql' ? createCompsRepository(database) : createMemoryCompsSource(sales);
  const indexes = createMarketIndexService(comps, Date.now, options.prior ?? null);
  const firstDay = sales.length ? sales[0]!.saleDay : 0;
  const pairs: BacktestPair[] = [];
  let unvalued = 0;
  let skipped = 0;
  for (const [i, sale] of sales.entries()) {
    if (i % 500 === 0) options.onProgress?.(i, sales.length);
    const { saleDay } = sale;
    if (saleDay - firstDay < (options.warmUpDays ?? 0)) {
      skipped += 1;
      continue;
    }
    const subject: SubjectFacts = {
      propertyId: sale.propertyId,
      propertyType: sale.propertyType,
      lat: sale.lat,
      lon: sale.lon,
      county: sale.county,
      zip: sale.zip,
      beds: sale.beds,
      baths: sale.baths,
      sqft: sale.sqft,
      lotSqft: sale.lotSqft,
      yearBuilt: sale.yearBuilt,
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
    const { value, low, high, confidence, spread } = appraisal.value;
    if (value === null || low === null || high === null || spread === null) {
      unvalued += 1;
      continue;
    }
    pairs.push({
      saleId: sale.saleId,
      county: sale.county,
      price: sale.price,
      estimate: value,
      low,
      high,
      confidence,
      step: appraisal.selection.step.step,
      spread,
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
    inRangePct: inRange(pairs),
    coverageByCounty: counties.map((county) =>
      coverageRow(
        county,
        pairs.filter((p) => p.county === county),
      ),
    ),
    coverageByStep: [...new Set(pairs.map((p) => p.step))]
      .sort((a, b) => a - b)
      .map((step) =>
        coverageRow(
          `step ${step}`,
          pairs.filter((p) => p.step === step),
        ),
      ),
    verdictStudy: verdictStudy(pairs),
    firstDate: sales.length ? dayToIso(firstDay) : null,
    lastDate: sales.length ? dayToIso(sales[sales.length - 1]!.saleDay) : null,
    pairs,
  };
}

const inRange = (pairs: readonly BacktestPair[]) =>
  pairs.length ? (100 * pairs.filter((p) => p.price >= p.low && p.price <= p.high).length) / pairs.length : 0;

const coverageRow = (label: string, pairs: readonly BacktestPair[]): CoverageRow => ({
  label,
  n: pairs.length,
  inRangePct: inRange(pairs),
});

/**
 * For each valued sale, pretend the home is assessed at k × the price it sold for and ask the
 * product's own verdict rule (packages/contracts/src/verdict.ts) what it would say: at k = 1 the
 * home is assessed at exactly its market value, so "overpaying" there is a false alarm.
 */
export function verdictStudy(pairs: readonly BacktestPair[]): VerdictStudyRow[] {
  return VERDICT_STUDY_KS.map((k) => {
    const counts = { overpaying: 0, too_close: 0, good_shape: 0, unknown: 0 };
    for (const p of pairs) {
      const { state } = verdictOf({
        assessedValue: k * p.price,
        marketValue: p.estimate,
        rangeHigh: p.high,
        rollYear: 2000,
      });
      counts[state] += 1;
    }
    const pct = (n: number) => (pairs.length ? (100 * n) / pairs.length : 0);
    return {
      k,
      overpayingPct: pct(counts.overpaying),
      tooClosePct: pct(counts.too_close),
      goodShapePct: pct(counts.good_shape),
    };
  });
}
