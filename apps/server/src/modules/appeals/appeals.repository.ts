import type { AppealPropertyInfo, AppealRoute, ComparableSale } from '@homie/contracts/appeals';
import type { AppealBoard } from '@homie/contracts/appeals-report';
import type { CountyKey } from '@homie/contracts/counties';
import { COUNTY_FACT_SHEETS } from '@homie/contracts/county-facts';
import type { PlanTier } from '@homie/contracts/payments';
import type { Database } from '#db/client.ts';
import type { ReportSnapshot } from './report/report-snapshot.ts';

/** SQL of the appeals module: applications and reports (migration 0006); boards from the county fact table. */

/**
 * Where a county's appeal applications go: from the sourced county fact table (decision 101), which
 * replaces migration 0006's appeal_boards rows (no longer read; see 0013). Kept here, with its old signature,
 * so callers need not change.
 */
export async function findBoard(_database: Database, county: CountyKey): Promise<AppealBoard | null> {
  const board = COUNTY_FACT_SHEETS[county]?.board;
  if (!board) return null;
  const { name, address_lines, phone, website } = board.value;
  return { name, address_lines: [...address_lines], phone, website, verified: board.verified };
}

export interface ApplicationRow {
  county: string;
  /** Which document was generated last (decision 099); null for rows from before migration 0021. */
  route: AppealRoute | null;
  property_info: AppealPropertyInfo;
  comparable_sales: ComparableSale[];
  generated_count: number;
  updated_at: Date;
}

/** Saves the application generated for an order, replacing the previous one. */
export async function saveApplication(
  database: Database,
  input: {
    orderId: string;
    jobId: string;
    county: CountyKey;
    info: AppealPropertyInfo;
    comparables: ComparableSale[];
    route?: AppealRoute;
  },
): Promise<void> {
  await database.query(
    `insert into appeal_applications (order_id, job_id, county, property_info, comparable_sales, route)
     values ($1, $2, $3, $4::jsonb, $5::jsonb, $6)
     on conflict (order_id) do update set county = excluded.county, property_info = excluded.property_info,
       comparable_sales = excluded.comparable_sales, route = excluded.route,
       generated_count = appeal_applications.generated_count + 1, updated_at = now()`,
    [
      input.orderId,
      input.jobId,
      input.county,
      JSON.stringify(input.info),
      JSON.stringify(input.comparables),
      input.route ?? null,
    ],
  );
}

export async function findApplication(database: Database, orderId: string): Promise<ApplicationRow | null> {
  const [row] = await database.query<ApplicationRow>(
    'select county, route, property_info, comparable_sales, generated_count, updated_at from appeal_applications where order_id = $1',
    [orderId],
  );
  return row ?? null;
}

export interface ReportRow {
  order_id: string;
  job_id: string;
  tier: PlanTier;
  county: CountyKey;
  content: ReportSnapshot;
  edited_letter: string | null;
  generated_at: Date;
  updated_at: Date;
}

const REPORT_COLUMNS = 'order_id, job_id, tier, county, content, edited_letter, generated_at, updated_at';

export async function findReport(database: Database, orderId: string): Promise<ReportRow | null> {
  const [row] = await database.query<ReportRow>(
    `select ${REPORT_COLUMNS} from appeal_reports where order_id = $1`,
    [orderId],
  );
  return row ?? null;
}

/**
 * Creates the order's report, or refreshes its evidence snapshot (tier and county too, after an
 * upgrade); an edited letter is kept. Concurrent calls are safe: the order id is the key.
 */
export async function upsertReport(
  database: Database,
  input: { orderId: string; jobId: string; tier: PlanTier; county: CountyKey; snapshot: ReportSnapshot },
): Promise<ReportRow> {
  const [row] = await database.query<ReportRow>(
    `insert into appeal_reports (order_id, job_id, tier, county, content)
     values ($1, $2, $3, $4, $5::jsonb)
     on conflict (order_id) do update set tier = excluded.tier, county = excluded.county,
       content = excluded.content, generated_at = now(), updated_at = now()
     returning ${REPORT_COLUMNS}`,
    [input.orderId, input.jobId, input.tier, input.county, JSON.stringify(input.snapshot)],
  );
  return row!;
}

export async function setEditedLetter(
  database: Database,
  orderId: string,
  letter: string | null,
): Promise<ReportRow | null> {
  const [row] = await database.query<ReportRow>(
    `update appeal_reports set edited_letter = $2, updated_at = now() where order_id = $1 returning ${REPORT_COLUMNS}`,
    [orderId, letter],
  );
  return row ?? null;
}
