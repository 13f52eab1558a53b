// Files uploaded on the back office's Data page, imported while the server runs (issue 54 item 3,
// decision 239): operators only, one at a time, progress with the first skipped lines, the outcome
// and both ends in the audit trail, nothing kept from a refused upload.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataImport, DATA_IMPORT_MESSAGES, OPERATOR_API } from '@homie/contracts/operator';
import { grantOperator } from '#modules/operator/operator.plugin.ts';
import { createTestApp, signUp, type TestApp } from '../../../../test/helpers.ts';
import { REDFIN_HEADER, redfinLine, redfinSoldDate } from '../import/redfin.test-fixtures.ts';
import { dataImports } from '../dataset.schema.ts';

let t: TestApp;
let operator: string;
let owner: string;

beforeAll(async () => {
  // One row per transaction: an import of a few hundred rows runs long enough to be seen running.
  t = await createTestApp({}, { modules: { dataset: { imports: { batchSize: 1 } } } });
  operator = (await signUp(t.app, 'data-ops@brokerage.example')).access;
  expect((await grantOperator(t.database, 'data-ops@brokerage.example')).ok).toBe(true);
  owner = (await signUp(t.app, 'owner-uploads@example.com')).access;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const redfinCsv = (count: number, first = 1, bad: string[] = []) =>
  [
    REDFIN_HEADER,
    ...Array.from({ length: count }, (_, i) =>
      redfinLine({
        date: redfinSoldDate(((first + i) % 12) + 1, 10, 2025),
        price: 900_000 + (first + i) * 1000,
        address: `${100 + first + i} Upload Way`,
      }),
    ),
    ...bad,
  ].join('\n');

const upload = (
  body: string,
  query = 'format=redfin&file_name=sold.csv',
  headers: Record<string, string> = { authorization: `Bearer ${operator}`, 'content-type': 'text/csv' },
) => t.app.inject({ method: 'POST', url: `${OPERATOR_API.dataImports}?${query}`, headers, payload: body });

const progress = (id: string, token = operator) =>
  t.app.inject({
    method: 'GET',
    url: OPERATOR_API.dataImport(id),
    headers: { authorization: `Bearer ${token}` },
  });

async function finished(id: string): Promise<DataImport> {
  for (let i = 0; i < 600; i++) {
    const state = (await progress(id)).json() as DataImport;
    if (state.status !== 'running') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

const importsFolder = () => join(t.config.dataDir, 'imports');
const rows = () => t.database.db.select().from(dataImports);

describe('POST /api/operator/data/imports', () => {
  it('refuses anyone but an operator before reading the file, and stores nothing', async () => {
    const none = await upload(redfinCsv(2), undefined, { 'content-type': 'text/csv' });
    expect(none.statusCode).toBe(401);
    const notOperator = await upload(redfinCsv(2), undefined, {
      authorization: `Bearer ${owner}`,
      'content-type': 'text/csv',
    });
    expect(notOperator.statusCode).toBe(403);
    expect((await progress('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('refuses a bad query, an empty file, another content type and a declared size past the limit', async () => {
    const noFormat = await upload(redfinCsv(1), 'file_name=sold.csv');
    expect(noFormat.statusCode).toBe(400);
    const unknown = await upload(redfinCsv(1), 'format=excel&file_name=sold.csv');
    expect(unknown.statusCode).toBe(400);
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(DATA_IMPORT_MESSAGES.empty);
    const json = await upload('{"a":1}', undefined, {
      authorization: `Bearer ${operator}`,
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(415);
    const huge = await upload(redfinCsv(1), undefined, {
      authorization: `Bearer ${operator}`,
      'content-type': 'text/csv',
      'content-length': String(2 * 1024 ** 3),
    });
    expect(huge.statusCode).toBe(413);
    expect(await rows()).toEqual([]);
    expect(readdirSync(importsFolder())).toEqual([]);
    expect((await progress('not-an-id')).statusCode).toBe(404);
  });

  it('imports a Redfin file while the server runs, one file at a time, with progress and the first bad lines', async () => {
    const started = await upload(
      redfinCsv(300, 1, [redfinLine({ date: 'someday', price: 1, address: '1 Bad St' })]),
    );
    expect(started.statusCode, started.body).toBe(202);
    const running = started.json() as DataImport;
    expect(running).toMatchObject({ status: 'running', file_name: 'sold.csv', format: 'redfin' });
    expect(started.headers.location).toBe(OPERATOR_API.dataImport(running.id));

    // A second file waits for the first: refused at once, nothing kept.
    const second = await upload(redfinCsv(3, 900), 'format=redfin&file_name=more.csv');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(DATA_IMPORT_MESSAGES.running);
    expect((await rows()).length).toBe(1);

    // The site keeps answering while it runs.
    expect((await t.app.inject({ method: 'GET', url: '/api/dataset' })).statusCode).toBe(200);

    const done = await finished(running.id);
    expect(done).toMatchObject({
      status: 'done',
      rows_read: 301,
      sales_added: 300,
      homes_created: 300,
      skipped: 1,
      error: null,
      bytes_read: done.bytes_total,
    });
    expect(done.first_skipped).toEqual([{ line: 302, reason: expect.stringMatching(/date/i) }]);
    expect(done.finished_at).not.toBeNull();
    // The file is gone once read.
    expect(existsSync(join(importsFolder(), running.id))).toBe(false);

    // The Data page lists it and counts the new sales by source.
    const page = await t.app.inject({
      method: 'GET',
      url: OPERATOR_API.data,
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(page.json().imports[0]).toEqual(done);
    expect(page.json().counties).toContainEqual(
      expect.objectContaining({ county: 'alameda', sales: { redfin: 300 } }),
    );

    // Both ends are in the audit trail, with the operator who sent it.
    const audit = await t.app.inject({
      method: 'GET',
      url: OPERATOR_API.audit,
      headers: { authorization: `Bearer ${operator}` },
    });
    const lines = (audit.json().items as { action: string; subject_id: string; operator: string }[]).filter(
      (a) => a.subject_id === running.id,
    );
    expect(lines.map((a) => a.action).sort()).toEqual(['data_import_done', 'data_import_started']);
    expect(lines.every((a) => a.operator === 'data-ops@brokerage.example')).toBe(true);

    // The same file again adds nothing.
    const again = await upload(redfinCsv(300, 1));
    const repeat = await finished((again.json() as DataImport).id);
    expect(repeat).toMatchObject({ status: 'done', sales_added: 0, sales_known: 300 });
  }, 120_000);

  it('reports a file that is not the format chosen as failed, with what to do, and adds nothing', async () => {
    const wrong = await upload(
      'address,zipCode,price\n"1 A St, Dublin, CA",94568,1\n',
      'format=redfin&file_name=zillow.csv',
    );
    expect(wrong.statusCode).toBe(202);
    const outcome = await finished((wrong.json() as DataImport).id);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/^Nothing imported: This is not a Redfin sold-homes export/);
    expect(outcome.sales_added).toBe(0);
  });

  it('marks an import whose process stopped as interrupted, so the next file may start', async () => {
    const past = new Date(t.app.clock.now().getTime() - 10 * 60_000);
    await t.database.db.insert(dataImports).values({
      id: '11111111-1111-4111-8111-111111111111',
      fileName: 'left.csv',
      format: 'redfin',
      status: 'running',
      operatorEmail: 'data-ops@brokerage.example',
      startedAt: past,
      heartbeatAt: past,
    });
    const next = await upload(redfinCsv(2, 500), 'format=redfin&file_name=next.csv');
    expect(next.statusCode, next.body).toBe(202);
    const left = (await progress('11111111-1111-4111-8111-111111111111')).json() as DataImport;
    expect(left).toMatchObject({ status: 'failed', error: DATA_IMPORT_MESSAGES.interrupted });
    expect((await finished((next.json() as DataImport).id)).status).toBe('done');
  });
});
