import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AppealPropertyInfo, ComparableSale } from '@homie/contracts/appeals';
import type { PlanTier } from '@homie/contracts/payments';
import type { QueryResultResponse } from '@homie/contracts/properties';
import { expect } from 'vitest';
import type { Database } from '#db/client.ts';
import { sha256 } from '#lib/ids.ts';
import type { BuildAppOptions } from '../../app.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis, sampleAppealInfo } from './appeals.fixtures.ts';
import { type AssembleInput, assembleReport } from './report/report-assemble.ts';
import { snapshotFromAnalysis } from './report/report-snapshot.ts';

/** Shared steps of the appeals tests (imported by *.test.ts only). */

export const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

/** The text of a PDF as poppler's pdftotext reads it (layout kept). */
export function pdfText(bytes: Uint8Array | Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(bytes) });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout.toString('utf8');
}

/**
 * The document POST /fill-form draws for an account's paid job (one sample comparable sale unless
 * given), as pdftotext reads it; fails the test unless the answer is 200.
 */
export async function drawnFormText(
  t: TestApp,
  who: { access: string },
  form: {
    county: string;
    jobId: string;
    route: 'informal' | 'formal';
    info?: Partial<AppealPropertyInfo>;
    comparables?: ComparableSale[];
  },
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/fill-form',
    headers: bearer(who),
    payload: {
      county: form.county,
      route: form.route,
      job_id: form.jobId,
      property_info: completeInfo(form.info),
      comparable_sales: form.comparables ?? [comparable()],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

/** A paid order as the payments module records it, for a user or for a guest token. */
export async function insertPaidOrder(
  database: Database,
  input: { jobId: string; tier: PlanTier; userId?: string; guestToken?: string },
): Promise<string> {
  const id = `ord_test_${randomUUID()}`;
  await database.query(
    `insert into orders (id, job_id, user_id, guest_token_hash, tier, amount_cents, status, paid_at)
     values ($1, $2, $3, $4, $5, $6, 'paid', now())`,
    [
      id,
      input.jobId,
      input.userId ?? null,
      input.guestToken ? sha256(input.guestToken) : null,
      input.tier,
      input.tier === 'basic' ? 2490 : 4990,
    ],
  );
  return id;
}

export const completeInfo = (overrides: Partial<AppealPropertyInfo> = {}): AppealPropertyInfo =>
  sampleAppealInfo({
    // The formal application's Yes/No answers, which it requires (decision 100).
    principal_residence: 'yes',
    claim_for_refund: 'no',
    // Section 7, and Santa Clara's section 9 (decision 247); other counties do not print the latter.
    written_findings: 'no',
    value_hearing_officer: 'no',
    ...overrides,
  });

/**
 * The report of a sample analysis valued since decision 245 (its market value the reconciliation of
 * its comps, so it has an adjustment grid), assembled on `now` for a verified board unless told.
 */
export function sampleReport(
  options: {
    comps?: number;
    rollYear?: number;
    reconciled?: boolean;
    now?: Date;
    /** Changes the analysis before the report is assembled from it. */
    change?: (analysis: ReturnType<typeof sampleAnalysis>) => void;
    /** The board's address verified (the default) or not. */
    verified?: boolean;
  } & Partial<Pick<AssembleInput, 'tier' | 'county' | 'application' | 'notice'>> = {},
) {
  const analysis = sampleAnalysis({
    comps: options.comps ?? 10,
    reconciled: options.reconciled ?? true,
    ...(options.rollYear ? { rollYear: options.rollYear } : {}),
  });
  options.change?.(analysis);
  const now = options.now ?? new Date('2026-08-17T12:00:00Z');
  const tier = options.tier ?? 'basic';
  const report = assembleReport({
    jobId: 'job',
    tier,
    county: options.county ?? 'alameda',
    snapshot: snapshotFromAnalysis(analysis, tier),
    application: options.application ?? null,
    board: {
      name: 'Test Board',
      address_lines: ['1 Main St'],
      phone: null,
      website: null,
      verified: options.verified ?? true,
    },
    editedLetter: null,
    generatedAt: now,
    updatedAt: now,
    now,
    ...(options.rollYear ? { rollYear: options.rollYear } : {}),
    ...(options.notice ? { notice: options.notice } : {}),
  });
  return { analysis, report };
}

export const comparable = (overrides: Partial<ComparableSale> = {}): ComparableSale => ({
  address: '456 Oak Ave, Oakland, CA 94611',
  sale_date: '02/10/2026',
  sale_price: '925,000',
  sqft: '1800',
  description: '3bd/2ba, Single-family, built 1950',
  ...overrides,
});

/**
 * Build options under which the properties module's reader answers these analyses (jobs that are not
 * in the test database): the injected seam of decision 144, where a vi.mock of a file used to be.
 */
export function withAnalyses(analyses: ReadonlyMap<string, unknown>): Pick<BuildAppOptions, 'modules'> {
  const result = async (jobId: string) => (analyses.get(jobId) ?? null) as QueryResultResponse | null;
  return { modules: { properties: { analysisJobs: { result } } } };
}

/** An account these tests signed up (the session the server answered). */
export type TestAccount = Awaited<ReturnType<typeof signUp>>;

/** The Authorization header of an account's session. */
export const bearer = (who: { access: string }) => ({ authorization: `Bearer ${who.access}` });

/** A job the appeals route tests serve, with its paid order: an account's (by its name) or a guest's. */
export interface PaidJobSeed<K extends string> {
  analysis: unknown;
  tier: PlanTier;
  owner?: K;
  guestToken?: string;
}

/**
 * The appeals route tests' shared set-up: a test app whose properties reader answers `analyses`
 * (withAnalyses; a test may add more), one account signed up per name (in order), and for each job
 * its analysis and its paid order.
 */
export async function createAppealsTestApp<const K extends string>(
  accounts: readonly K[],
  jobs: Record<string, PaidJobSeed<K>>,
): Promise<{ t: TestApp; users: Record<K, TestAccount>; analyses: Map<string, unknown> }> {
  const analyses = new Map<string, unknown>();
  const t = await createTestApp({}, withAnalyses(analyses));
  const users = {} as Record<K, TestAccount>;
  for (const name of accounts) users[name] = await signUp(t.app);
  for (const [jobId, job] of Object.entries(jobs)) {
    analyses.set(jobId, job.analysis);
    const userId = job.owner === undefined ? undefined : users[job.owner].user_id;
    await insertPaidOrder(t.database, { jobId, tier: job.tier, userId, guestToken: job.guestToken });
  }
  return { t, users, analyses };
}
