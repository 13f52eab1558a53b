import { CSV_BOM, csvRow, type ExportKind, type ExportQuery } from '@homie/contracts/operator';
import type { Database } from '#db/client.ts';
import * as repo from './operator.repository.ts';
import { countySpellings, leadAddress, orderItem } from './operator.service.ts';

/**
 * CSV exports for the brokerage's CRM (decision 104): streamed a batch at a time by the same keyset
 * as the lists, so memory stays flat at any size; the list's filters apply; every cell goes through
 * `csvCell` (formula-safe, quoted), the file starts with a UTF-8 BOM.
 */
const BATCH = 500;

const iso = (value: Date | string | null) =>
  value == null ? '' : value instanceof Date ? value.toISOString() : String(value);

async function* pages<R>(
  read: (cursor: repo.Cursor | undefined) => Promise<{ rows: R[]; next: string | null }>,
  idShape: 'uuid' | 'text',
): AsyncGenerator<R[]> {
  let cursor: repo.Cursor | undefined;
  for (;;) {
    const { rows, next } = await read(cursor);
    if (rows.length) yield rows;
    if (!next) return;
    cursor = repo.decodeCursor(next, idShape);
  }
}

const MESSAGE_HEADER = ['Received', 'Name', 'Email', 'Message', 'Status', 'Handled by', 'Handled at', 'Note'];
const LEAD_HEADER = [
  'Signed up',
  'Email',
  'Phone',
  'Property',
  'County',
  'Assessed value',
  'Market value',
  'Saving shown',
  'Submissions',
  'Status',
  'Handled by',
  'Handled at',
  'Note',
];
const ORDER_HEADER = [
  'Ordered',
  'Order',
  'Property',
  'County',
  'Plan',
  'Amount (USD)',
  'Payment',
  'Paid at',
  'Filing deadline',
  'Outcome',
  'Buyer email',
  'Buyer name',
  'Buyer phone',
];

export async function* exportCsv(
  database: Database,
  what: ExportKind,
  query: ExportQuery,
): AsyncGenerator<string> {
  yield CSV_BOM;
  if (what === 'messages') {
    yield csvRow(MESSAGE_HEADER);
    const filter = { q: query.q, status: query.status };
    for await (const rows of pages(
      (cursor) => repo.listMessages(database, filter, { cursor, limit: BATCH }),
      'uuid',
    ))
      yield rows
        .map((m) =>
          csvRow([
            iso(m.created_at),
            m.name,
            m.email,
            m.message,
            m.handled_at ? 'handled' : 'new',
            m.handled_by_email,
            iso(m.handled_at),
            m.handled_note,
          ]),
        )
        .join('');
    return;
  }
  if (what === 'leads') {
    yield csvRow(LEAD_HEADER);
    const filter = { q: query.q, status: query.status, county: query.county };
    for await (const rows of pages(
      (cursor) => repo.listLeads(database, filter, { cursor, limit: BATCH }),
      'uuid',
    ))
      yield rows
        .map((l) =>
          csvRow([
            iso(l.created_at),
            l.email,
            l.phone,
            leadAddress(l),
            l.county,
            l.result?.assessed_value,
            l.result?.market_value,
            l.result?.saving,
            l.submissions,
            l.handled_at ? 'handled' : 'new',
            l.handled_by_email,
            iso(l.handled_at),
            l.handled_note,
          ]),
        )
        .join('');
    return;
  }
  yield csvRow(ORDER_HEADER);
  const filter = { q: query.q, payment: query.payment, county: countySpellings(query.county) };
  for await (const rows of pages(
    (cursor) => repo.listOrders(database, filter, { cursor, limit: BATCH }),
    'text',
  ))
    yield rows
      .map((row) => {
        const o = orderItem(row, true);
        return csvRow([
          o.created_at,
          o.id,
          o.property,
          o.county,
          o.plan_name,
          (o.amount_cents / 100).toFixed(2),
          o.payment,
          o.paid_at,
          o.deadline,
          o.outcome,
          o.buyer.email,
          o.buyer.name,
          o.buyer.phone,
        ]);
      })
      .join('');
}
