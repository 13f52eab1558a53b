import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataImport } from '@homie/contracts/operator';
import { FakeXhr, installFakeXhr } from '#test/fake-xhr.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';

const slow = { timeout: 8000 };

/** An operator signed in, on an empty back office. */
const backOffice = {
  'POST /api/auth/verify/': () => json({ valid: true }),
  'GET /api/auth/profile/': () =>
    json({ user_id: 'u1', email: 'ana@example.com', first_name: 'Ana', phone_number: '', role: 'operator' }),
  'GET /api/operator/summary': () =>
    json({
      operator: 'ana@example.com',
      unread: { messages: 0, leads: 0, total: 0 },
      outbox: { waiting: 0 },
      mail_delivery: false,
    }),
  'GET /api/operator/messages': () => json({ items: [], next_cursor: null }),
};

const syncOff = {
  enabled: false,
  last_started_at: null,
  last_finished_at: null,
  last_outcome: null,
  high_water: null,
  records: null,
  sales_added: null,
  skipped: null,
};

const importOf = (over: Partial<DataImport>): DataImport => ({
  id: '6f1c2a34-0000-4000-8000-000000000001',
  file_name: 'sold.csv',
  format: 'redfin',
  status: 'running',
  operator_email: 'ana@example.com',
  started_at: '2026-12-02T17:00:00.000Z',
  finished_at: null,
  bytes_total: 1000,
  bytes_read: 0,
  rows_read: 0,
  sales_added: 0,
  sales_known: 0,
  homes_created: 0,
  homes_updated: 0,
  roll_records: 0,
  skipped: 0,
  first_skipped: [],
  error: null,
  ...over,
});

describe("the back office's Data page (decision 232)", () => {
  it('shows per county the homes, sales and roll records by source, the newest sale and the last MLS sync', async () => {
    storeSession();
    mockFetch({
      ...backOffice,
      'GET /api/operator/data': () =>
        json({
          counties: [
            {
              county: 'san_mateo',
              homes: { mls: 14, redfin: 1204 },
              sales: { mls: 14, redfin: 1300 },
              roll_records: {},
              newest_sale: '2025-11-10',
            },
          ],
          imports: [],
          mls_sync: {
            enabled: true,
            last_started_at: '2026-11-26T03:00:00.000Z',
            last_finished_at: '2026-11-26T03:01:00.000Z',
            last_outcome: 'failed: The RESO server answered HTTP 503',
            high_water: '2026-01-01T00:14:00.000Z',
            records: 14,
            sales_added: 14,
            skipped: 0,
          },
        }),
    });
    const { user } = renderApp('/operator');
    await user.click(await screen.findByRole('tab', { name: 'Data' }, slow));
    const table = await screen.findByRole('table', { name: 'What is on file per county, by source' }, slow);
    const row = within(table).getByRole('row', { name: /San Mateo/ });
    expect(row).toHaveTextContent('1,204 redfin · 14 mls');
    expect(row).toHaveTextContent('1,300 redfin · 14 mls');
    expect(row).toHaveTextContent('2025-11-10');
    const sync = screen.getByRole('heading', { level: 2, name: 'MLS sync' }).parentElement!;
    expect(sync).toHaveTextContent('failed: The RESO server answered HTTP 503');
    expect(sync).toHaveTextContent('14 records read, 14 sales added, 0 skipped');
  });

  it('uploads a file, shows the upload and the import as they progress, the skipped lines, then the latest imports', async () => {
    storeSession();
    installFakeXhr();
    const done = importOf({
      status: 'done',
      finished_at: '2026-12-02T17:01:00.000Z',
      bytes_read: 1000,
      rows_read: 301,
      sales_added: 300,
      homes_created: 300,
      skipped: 1,
      first_skipped: [{ line: 302, reason: 'invalid sale date "someday"' }],
    });
    const states = [importOf({ bytes_read: 500, rows_read: 150, sales_added: 140 }), done];
    let imports: DataImport[] = [];
    mockFetch({
      ...backOffice,
      'GET /api/operator/data': () => json({ counties: [], imports, mls_sync: syncOff }),
      'GET /api/operator/data/imports/6f1c2a34-0000-4000-8000-000000000001': () => {
        const state = states.shift() ?? done;
        if (state.status === 'done') imports = [done];
        return json(state);
      },
    });
    const { user } = renderApp('/operator');
    await user.click(await screen.findByRole('tab', { name: 'Data' }, slow));
    const form = await screen.findByRole('form', { name: 'Import a file' }, slow);

    // Nothing chosen: the form says so and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Upload and import' }));
    expect(await within(form).findByText('Choose the file to import.')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();

    await user.selectOptions(within(form).getByLabelText('Format'), 'Redfin sold homes (CSV)');
    const file = new File(['SALE TYPE,SOLD DATE\n'], 'sold.csv', { type: 'application/vnd.ms-excel' });
    await user.upload(within(form).getByLabelText('File'), file);
    await user.click(within(form).getByRole('button', { name: 'Upload and import' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/operator/data/imports?format=redfin&file_name=sold.csv');
    expect(xhr.headers['Content-Type']).toBe('text/csv');
    expect(xhr.body as unknown).toBe(file);
    xhr.progress(400, 1000);
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    xhr.respond(202, importOf({}));

    expect(
      await screen.findByText('Importing sold.csv: 150 rows read, 140 sales added, 0 skipped.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      await screen.findByText(
        'Imported sold.csv: 301 rows read, 300 sales added, 300 homes created, 1 skipped.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Skipped lines' })).toBeInTheDocument();
    expect(screen.getByText('Line 302: invalid sale date "someday"')).toBeInTheDocument();
    const latest = await screen.findByRole('table', { name: 'Latest imports' }, slow);
    expect(within(latest).getByRole('row', { name: /sold\.csv/ })).toHaveTextContent(
      'Done: 301 rows read, 300 sales added, 300 homes created, 1 skipped',
    );
  });

  it("shows the server's refusal when another import is running", async () => {
    storeSession();
    installFakeXhr();
    mockFetch({
      ...backOffice,
      'GET /api/operator/data': () => json({ counties: [], imports: [], mls_sync: syncOff }),
    });
    const { user } = renderApp('/operator');
    await user.click(await screen.findByRole('tab', { name: 'Data' }, slow));
    const form = await screen.findByRole('form', { name: 'Import a file' }, slow);
    await user.selectOptions(within(form).getByLabelText('Format'), 'LA County assessor roll (CSV)');
    await user.upload(within(form).getByLabelText('File'), new File(['AIN\n'], 'roll.csv'));
    await user.click(within(form).getByRole('button', { name: 'Upload and import' }));
    expect(FakeXhr.last!.url).toBe('/api/operator/data/imports?format=la-assessor&file_name=roll.csv');
    FakeXhr.last!.respond(409, {
      error: 'An import is already running. Wait for it to finish, then upload the next file.',
      code: 'conflict',
    });
    expect(
      await within(form).findByText(
        'An import is already running. Wait for it to finish, then upload the next file.',
      ),
    ).toBeInTheDocument();
  });
});
