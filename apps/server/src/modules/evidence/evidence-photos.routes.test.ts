import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRollYear } from '@homie/contracts/appeal-calendar';
import { EVIDENCE_API, EVIDENCE_TEXTS } from '@homie/contracts/evidence';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis } from '../appeals/appeals.fixtures.ts';
import {
  comparable,
  completeInfo,
  hasPdftotext,
  insertPaidOrder,
  pdfText,
  withAnalyses,
} from '../appeals/appeals.test-helpers.ts';
import { letterPhotoSummary, loadPdfEvidencePhotos } from './evidence-photos.service.ts';
import { sampleReport, saveTestCapture } from './evidence-photos.test-helpers.ts';

/**
 * Photos for the appeal through the API (issue 18 item 3, decision 113): only a signed-in owner
 * attaches, only their own captures, to their own paid order; the formal package prints them.
 */

const analyses = new Map<string, unknown>();

type Session = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let owner: Session;
let stranger: Session;
const JOB = 'job_evidence_photos_1';
const UNPAID_JOB = 'job_evidence_unpaid_1';
const bearer = (s: Session) => ({ authorization: `Bearer ${s.access}` });
let kitchen: string;
let bathroom: string;
let strangers: string;

beforeAll(async () => {
  t = await createTestApp({}, withAnalyses(analyses));
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  analyses.set(JOB, sampleAnalysis({ jobId: JOB, comps: 3 }));
  await insertPaidOrder(t.database, { jobId: JOB, tier: 'guarantee', userId: owner.user_id });
  await insertPaidOrder(t.database, { jobId: JOB, tier: 'basic', userId: stranger.user_id });
  const deps = { database: t.database, storage: t.app.storage };
  kitchen = (await saveTestCapture(deps, owner.user_id, 1, sampleReport('kitchen'))).id;
  bathroom = (await saveTestCapture(deps, owner.user_id, 2, sampleReport('bathroom'))).id;
  strangers = (await saveTestCapture(deps, stranger.user_id, 3)).id;
}, 60_000);
afterAll(async () => t?.close());

/** Saves the order's photos, with the owner's statement ticked unless `statement` is false. */
const put = (jobId: string, photos: unknown, session?: Session, statement = true) =>
  t.app.inject({
    method: 'PUT',
    url: EVIDENCE_API.photos(jobId),
    payload: { photos, condition_statement: statement },
    headers: session ? bearer(session) : {},
  });
const get = (url: string, session?: Session) =>
  t.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });

describe('who may attach photos to an appeal', () => {
  it('answers 401 to a guest, on every call', async () => {
    expect((await get(EVIDENCE_API.orders)).statusCode).toBe(401);
    expect((await get(EVIDENCE_API.photos(JOB))).statusCode).toBe(401);
    const res = await put(JOB, [{ capture_id: kitchen }]);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBeTruthy();
  });

  it("answers 404 for another user's capture and attaches nothing", async () => {
    const res = await put(JOB, [{ capture_id: kitchen }, { capture_id: strangers }], owner);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(EVIDENCE_TEXTS.notOwnCapture);
    expect((await get(EVIDENCE_API.photos(JOB), owner)).json().photos).toEqual([]);
    // The stranger cannot attach the owner's capture to their own order either.
    expect((await put(JOB, [{ capture_id: kitchen }], stranger)).statusCode).toBe(404);
  });

  it('answers 403 for a job the caller has no paid order for', async () => {
    const res = await put(UNPAID_JOB, [{ capture_id: kitchen }], owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/No paid plan/);
  });

  it('refuses bad input with a 400: a duplicate, a long caption, a non-id', async () => {
    const dup = await put(JOB, [{ capture_id: kitchen }, { capture_id: kitchen }], owner);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toMatch(/twice/);
    const long = await put(JOB, [{ capture_id: kitchen, caption: 'x'.repeat(301) }], owner);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/at most 300/);
    expect((await put(JOB, [{ capture_id: 'nope' }], owner)).statusCode).toBe(400);
  });

  it("refuses photos without the owner's statement about the lien date, and stores none (decision 237)", async () => {
    const res = await put(JOB, [{ capture_id: kitchen }], owner, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(EVIDENCE_TEXTS.statementRequired);
    expect((await get(EVIDENCE_API.photos(JOB), owner)).json().photos).toEqual([]);
  });
});

describe('attaching, captioning, reordering and removing', () => {
  it("keeps the owner's photos in the chosen order with captions, rooms, dates and findings", async () => {
    const res = await put(
      JOB,
      [
        { capture_id: kitchen, caption: '  Original 1962 kitchen, never remodelled ' },
        { capture_id: bathroom, caption: 'Leak under the vanity' },
      ],
      owner,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.job_id).toBe(JOB);
    expect(body.photos.map((p: { capture_id: string }) => p.capture_id)).toEqual([kitchen, bathroom]);
    expect(body.photos[0]).toMatchObject({
      caption: 'Original 1962 kitchen, never remodelled',
      position: 0,
      room: 'Kitchen',
      image_url: `/api/tour/captures/${kitchen}/image`,
    });
    expect(body.photos[0].in_package).toBe(true);
    // The order was paid today (the test app's clock): its appeal is this year's.
    expect(body.roll_year).toBe(currentRollYear(new Date()));
    expect(body.photos[0].finding).toContain('Condition C4 (adequately maintained');
    expect(body.photos[0].finding).toContain('water stain under the sink (medium)');
    expect(Date.parse(body.photos[0].taken_at)).not.toBeNaN();

    const list = (await get(EVIDENCE_API.orders, owner)).json();
    expect(list.orders).toHaveLength(1);
    expect(list.orders[0].photos).toHaveLength(2);
    // The stranger's order for the same job has none of the owner's photos.
    expect((await get(EVIDENCE_API.orders, stranger)).json().orders[0].photos).toEqual([]);

    const reordered = await put(JOB, [{ capture_id: bathroom, caption: 'Leak' }], owner);
    expect(
      reordered
        .json()
        .photos.map((p: { capture_id: string; position: number }) => [p.capture_id, p.position]),
    ).toEqual([[bathroom, 0]]);
  });

  it("prints no photo the owner's statement does not cover (one kept from before it was asked)", async () => {
    await put(JOB, [{ capture_id: kitchen }, { capture_id: bathroom }], owner);
    const [order] = await t.database.query<{ id: string }>(
      'select id from orders where job_id = $1 and user_id = $2',
      [JOB, owner.user_id],
    );
    await t.database.query(
      'update order_evidence_photos set condition_attested_at = null where order_id = $1 and capture_id = $2',
      [order!.id, kitchen],
    );
    const listed = (await get(EVIDENCE_API.photos(JOB), owner)).json().photos;
    expect(listed.map((p: { in_package: boolean }) => p.in_package)).toEqual([false, true]);
    const deps = { database: t.database, storage: t.app.storage };
    expect((await loadPdfEvidencePhotos(deps, order!.id)).map((p) => p.room)).toEqual(['Bathroom']);
    expect((await letterPhotoSummary(t.database, order!.id)).map((p) => p.room)).toEqual(['Bathroom']);
  });

  it('drops a photo from the appeal when its capture is deleted', async () => {
    const deps = { database: t.database, storage: t.app.storage };
    const extra = (await saveTestCapture(deps, owner.user_id, 9)).id;
    await put(JOB, [{ capture_id: extra }, { capture_id: bathroom }], owner);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/tour/captures/${extra}/`,
      headers: bearer(owner),
    });
    expect(del.statusCode).toBe(204);
    const after = (await get(EVIDENCE_API.photos(JOB), owner)).json();
    expect(after.photos.map((p: { capture_id: string }) => p.capture_id)).toEqual([bathroom]);
  });
});

describe.skipIf(!hasPdftotext)('the appeal package prints the photos', () => {
  it('puts each photo, its room, date, caption and finding in the hearing evidence, and the letter names them', async () => {
    await put(
      JOB,
      [
        { capture_id: kitchen, caption: 'Original 1962 kitchen' },
        { capture_id: bathroom, caption: 'Leak under the vanity' },
      ],
      owner,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/fill-form',
      headers: bearer(owner),
      payload: {
        county: 'alameda',
        route: 'formal',
        job_id: JOB,
        property_info: completeInfo(),
        comparable_sales: [comparable()],
      },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('PHOTOGRAPHS OF THE PROPERTY');
    expect(text).toContain('Photo 1: Kitchen');
    expect(text).toContain('Photo 2: Bathroom');
    expect(text).toContain('Caption: Original 1962 kitchen');
    expect(text).toContain('Caption: Leak under the vanity');
    expect(text).toMatch(/Taken \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M/);
    // What the analysis saw, never what it could not tell (decision 237), under the owner's statement.
    expect(text).toMatch(/Analysis: Visible: /);
    expect(text).not.toMatch(/could not be told|No condition rating|Room not identified/);
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /Statement of the applicant: The condition these photographs show existed on January 1, 20\d\d, the lien date this appeal is about/,
    );
    expect(text.replace(/\s+/g, ' ')).toContain(
      'I also enclose 2 photographs of the kitchen, bathroom taken on',
    );

    const dir = mkdtempSync(join(tmpdir(), 'homie-pdfimages-'));
    try {
      writeFileSync(join(dir, 'package.pdf'), res.rawPayload);
      const listed = spawnSync('pdfimages', ['-list', join(dir, 'package.pdf')]).stdout.toString();
      const images = listed.split('\n').filter((line) => /\bimage\b/.test(line) && /\bjpeg\b/.test(line));
      expect(images).toHaveLength(2);
      // Scaled down: each embedded copy is at most 1000 px on its long side.
      for (const line of images) {
        const [, , , width, height] = line.trim().split(/\s+/);
        expect(Math.max(Number(width), Number(height))).toBeLessThanOrEqual(1000);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const report = await get(`/api/appeals/reports/${JOB}`, owner);
    expect(report.json().letter).toContain('I also enclose 2 photographs');
    // The report PDF (the letter with its evidence) prints the photos the letter encloses.
    const reportPdf = await get(`/api/appeals/reports/${JOB}/pdf`, owner);
    expect(reportPdf.statusCode).toBe(200);
    const reportText = pdfText(reportPdf.rawPayload);
    expect(reportText.replace(/\s+/g, ' ')).toContain('I also enclose 2 photographs');
    expect(reportText).toContain('PHOTOGRAPHS OF THE PROPERTY');
    expect(reportText).toContain('Photo 2: Bathroom');
    expect(reportText).toContain('Caption: Leak under the vanity');
  }, 60_000);
});
