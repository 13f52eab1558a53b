import { EVIDENCE_API } from '@homie/contracts/evidence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openPeriodClock, signUp, type TestApp } from '../../../test/helpers.ts';
import { hasPdftotext, pdfText } from './appeals.test-helpers.ts';
import { sampleReport, saveTestCapture } from '../evidence/evidence-photos.test-helpers.ts';
import { createJob, createSession, headers, payWithCard } from '../payments/payments.test-helpers.ts';

/**
 * The letter e-mailed by /confirmation's "Send" attaches the report PDF with the order's tour
 * photos, as the downloadable report PDF prints them (decisions 113, 133).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: openPeriodClock() });
}, 60_000);
afterAll(async () => t.close());

interface OutboxMail {
  text_body: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

describe.skipIf(!hasPdftotext)('the e-mailed letter encloses the photos', () => {
  it('attaches a report PDF that prints the photos the buyer picked, and the letter names them', async () => {
    const user = await signUp(t.app);
    const who = { access: user.access };
    const jobId = await createJob(t.database);
    const created = (await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)).json();
    await payWithCard(t.app, created.session_url, '4242424242424242');
    const deps = { database: t.database, storage: t.app.storage };
    const kitchen = (await saveTestCapture(deps, user.user_id, 1, sampleReport('kitchen'))).id;
    const bathroom = (await saveTestCapture(deps, user.user_id, 2, sampleReport('bathroom'))).id;
    const put = await t.app.inject({
      method: 'PUT',
      url: EVIDENCE_API.photos(jobId),
      headers: headers(who),
      payload: {
        photos: [
          { capture_id: kitchen, caption: 'Original 1962 kitchen' },
          { capture_id: bathroom, caption: 'Leak under the vanity' },
        ],
        condition_statement: true,
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/orders/send-letter',
      headers: headers(who),
      payload: { history_id: jobId, email: user.email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.database.query<OutboxMail>(
      'select text_body, attachments from outbox where to_address = $1 order by created_at desc limit 1',
      [user.email],
    );
    expect(mail!.text_body.replace(/\s+/g, ' ')).toContain('I also enclose 2 photographs');
    const pdf = mail!.attachments.find((a) => a.contentType === 'application/pdf')!;
    const text = pdfText(Buffer.from(pdf.contentBase64, 'base64'));
    expect(text).toContain('PHOTOGRAPHS OF THE PROPERTY');
    expect(text).toContain('Photo 1: Kitchen');
    expect(text).toContain('Photo 2: Bathroom');
    expect(text).toContain('Caption: Leak under the vanity');
  }, 60_000);
});
