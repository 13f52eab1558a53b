import { describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { insertPaidOrder } from '#modules/appeals/appeals.test-helpers.ts';
import { signUp } from '../../../test/helpers.ts';
import { createAnalysisRepository } from './analysis.repository.ts';
import { SUBJECT_REQUEST } from './properties.test-fixtures.ts';
import { TEST_BROWSER_COOKIE, useSeededTestApp } from './properties.test-helpers.ts';

/**
 * Issue 13, finding 2 (decision 091): a job is changed only by its owner, and a paid job's home never
 * changes. The incident: an anonymous POST /manual_analysis with a buyer's job id moved her paid job
 * to another address.
 */
const t = useSeededTestApp();

const home = SUBJECT_REQUEST;
/** Another home of the fixture neighbourhood (the "Oakland address" of the incident). */
const otherHome = { ...home, street: '7007 Dover Ct' };

const analyse = (payload: object, access?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/manual_analysis',
    payload,
    // One browser unless a test says otherwise (decision 206: an anonymous job is its browser's).
    headers: {
      cookie: TEST_BROWSER_COOKIE,
      ...headers,
      ...(access ? { authorization: `Bearer ${access}` } : {}),
    },
  });
const result = async (jobId: string, access?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/query_result?job_id=${jobId}`,
      headers: access ? { authorization: `Bearer ${access}` } : {},
    })
  ).json();
const row = async (jobId: string) =>
  (
    await t.database.query<{
      property_id: number | null;
      user_id: string | null;
      runs: number;
      request: { street: string; notes: string };
      version_of: string | null;
    }>('select property_id, user_id, runs, request, version_of from analysis_jobs where id = $1', [jobId])
  )[0]!;
const jobCount = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from analysis_jobs'))[0]!.n;

describe('who may re-run a job', () => {
  it("refuses another account's or an anonymous re-run of an account's job, changing nothing", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const created = await analyse({ ...home, notes: 'Basement floods.' }, owner.access);
    expect(created.statusCode).toBe(200);
    const jobId = created.json().job_id as string;
    const before = await row(jobId);
    expect(before.user_id).toBe(owner.user_id);
    const jobsBefore = await jobCount();

    const anonymous = await analyse({ ...otherHome, job_id: jobId });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({
      error: PROPERTY_MESSAGES.jobOfAnotherAccount,
      code: 'job_of_another_account',
    });
    const other = await analyse({ ...home, sqft: 2500, job_id: jobId }, stranger.access);
    expect(other.statusCode).toBe(403);
    // A stale access token is not a guest: 401 like every route given a bad token (decision 205),
    // so the web client refreshes and retries.
    const stale = await analyse({ ...home, job_id: jobId }, 'not.a.valid-token');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'session_invalid' });

    expect(await row(jobId)).toEqual(before);
    expect(await jobCount()).toBe(jobsBefore);

    // The owner still re-runs it in place (decision 073).
    const own = await analyse({ ...home, sqft: 2100, notes: 'Roof too.', job_id: jobId }, owner.access);
    expect(own.json()).toEqual({ success: true, job_id: jobId, error: null });
    expect((await row(jobId)).runs).toBe(2);
    expect((await result(jobId, owner.access)).property_info).toMatchObject({
      square_footage: 2100,
      notes: 'Roof too.',
    });
  });

  it("shows an account's private notes to that account only", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const jobId = (await analyse({ ...home, notes: 'Gate code 4411.' }, owner.access)).json().job_id;
    expect((await result(jobId, owner.access)).property_info.notes).toBe('Gate code 4411.');
    expect((await result(jobId)).property_info.notes).toBe('');
    expect((await result(jobId, stranger.access)).property_info.notes).toBe('');
    // The rest of the result is the same for whoever holds the id (the spec's polling reads it).
    expect((await result(jobId)).valuation).toEqual((await result(jobId, owner.access)).valuation);
  });

  it('keeps the anonymous landing → details re-run flow for the visitor holding the job id', async () => {
    const created = await analyse(home);
    const jobId = created.json().job_id as string;
    expect((await row(jobId)).user_id).toBeNull();
    const rerun = await analyse({ ...home, sqft: 2100, notes: 'Corrected.', job_id: jobId });
    expect(rerun.json()).toEqual({ success: true, job_id: jobId, error: null });
    expect((await result(jobId)).property_info).toMatchObject({ square_footage: 2100, notes: 'Corrected.' });
    expect((await row(jobId)).runs).toBe(2);

    // Signing up afterwards and correcting again makes the job the account's; nobody else changes it then.
    const visitor = await signUp(t.app);
    const claimed = await analyse({ ...home, sqft: 2000, job_id: jobId }, visitor.access);
    expect(claimed.json()).toEqual({ success: true, job_id: jobId, error: null });
    expect((await row(jobId)).user_id).toBe(visitor.user_id);
    expect((await analyse({ ...home, job_id: jobId })).statusCode).toBe(403);
    expect((await analyse({ ...home, job_id: jobId }, (await signUp(t.app)).access)).statusCode).toBe(403);
  });
});

describe('a paid job never changes', () => {
  it('replays the incident: nobody moves a paid job to another address, not even its owner', async () => {
    const buyer = await signUp(t.app);
    const jobId = (await analyse({ ...home, notes: 'Mine.' }, buyer.access)).json().job_id as string;
    await insertPaidOrder(t.database, { jobId, tier: 'basic', userId: buyer.user_id });
    const before = await row(jobId);
    const paidResult = await result(jobId, buyer.access);
    const jobsBefore = await jobCount();

    expect((await analyse({ ...otherHome, job_id: jobId })).statusCode).toBe(403);
    const moved = await analyse({ ...otherHome, job_id: jobId }, buyer.access);
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ error: PROPERTY_MESSAGES.paidJobOtherHome, code: 'paid_job_other_home' });

    expect(await row(jobId)).toEqual(before);
    expect(await result(jobId, buyer.access)).toEqual(paidResult);
    expect(await jobCount()).toBe(jobsBefore);
  });

  it("makes a re-analysis of a paid job's home a new version and leaves the paid one intact", async () => {
    const buyer = await signUp(t.app);
    const jobId = (await analyse(home, buyer.access)).json().job_id as string;
    await insertPaidOrder(t.database, { jobId, tier: 'guarantee', userId: buyer.user_id });
    const before = await row(jobId);
    const paidResult = await result(jobId, buyer.access);

    const corrected = await analyse(
      { ...home, unit: '', street: '6985 Calistoga Lane', sqft: 2100, notes: 'New roof.', job_id: jobId },
      buyer.access,
    );
    expect(corrected.statusCode).toBe(200);
    const versionId = corrected.json().job_id as string;
    expect(versionId).not.toBe(jobId);
    expect(versionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await row(versionId)).toMatchObject({
      property_id: before.property_id,
      user_id: buyer.user_id,
      runs: 1,
      version_of: jobId,
    });
    const version = await result(versionId, buyer.access);
    expect(version.property_info).toMatchObject({
      job_id: versionId,
      square_footage: 2100,
      notes: 'New roof.',
    });

    expect(await row(jobId)).toEqual(before);
    expect(await result(jobId, buyer.access)).toEqual(paidResult);
  });

  it("does the same for a guest's paid job of an address missing from the records", async () => {
    const unknownHome = { ...home, street: '1 Unknown Way' };
    const jobId = (await analyse(unknownHome)).json().job_id as string;
    await insertPaidOrder(t.database, { jobId, tier: 'basic', guestToken: 'g'.repeat(43) });
    const before = await row(jobId);
    expect(before.property_id).toBeNull();

    const elsewhere = await analyse({ ...unknownHome, street: '3 Unknown Way', job_id: jobId });
    expect(elsewhere.statusCode).toBe(409);
    const inRecords = await analyse({ ...home, job_id: jobId });
    expect(inRecords.statusCode).toBe(409);
    const again = await analyse({ ...unknownHome, street: '1 UNKNOWN WAY', sqft: 1900, job_id: jobId });
    expect(again.statusCode).toBe(200);
    expect(again.json().job_id).not.toBe(jobId);
    expect((await row(again.json().job_id)).version_of).toBe(jobId);
    expect(await row(jobId)).toEqual(before);
  });
});

describe('the in-place write re-checks in its own statement', () => {
  it('changes nothing when a payment or another account lands between reading the job and writing it', async () => {
    const jobs = createAnalysisRepository(t.database);
    const owner = await signUp(t.app);
    const jobId = (await analyse(home)).json().job_id as string;
    const stored = (await jobs.find(jobId))!;
    const write = { ...stored, request: { changed: true }, result: null, error: 'changed' };

    const guestPaid = await insertPaidOrder(t.database, { jobId, tier: 'basic', guestToken: 'h'.repeat(43) });
    expect(await jobs.isPaid(jobId)).toBe(true);
    expect(await jobs.update({ ...write, userId: owner.user_id })).toBe(false);
    await t.database.query('delete from orders where id = $1', [guestPaid]);
    expect(await jobs.isPaid(jobId)).toBe(false);

    await t.database.query('update analysis_jobs set user_id = $2 where id = $1', [jobId, owner.user_id]);
    expect(await jobs.update({ ...write, userId: null })).toBe(false);
    expect(await jobs.update({ ...write, userId: (await signUp(t.app)).user_id })).toBe(false);
    expect((await jobs.find(jobId))!.error).toBe(stored.error);
    expect(await jobs.update({ ...write, userId: owner.user_id })).toBe(true);
  });
});
