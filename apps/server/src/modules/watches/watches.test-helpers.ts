import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import { createJob as createPaymentsJob } from '#modules/payments/payments.test-helpers.ts';

/** Shared steps of the watches tests (not shipped: imported by *.test.ts only). */

export const BROWSER = 'watch-browser-key-0123456789abcdefghijklmnop';

/** An analysed home: made by a signed-in account, or anonymously in BROWSER. */
export function createJob(
  database: Database,
  options: { userId?: string; county?: string | null; zip?: string; city?: string; street?: string } = {},
): Promise<string> {
  return createPaymentsJob(database, { ...options, browserKey: BROWSER });
}

let ip = 0;

/** POST /api/watches, each call from its own address (the route is rate-limited per address). */
export function watchHome(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  who: { access?: string; browser?: string | null } = {},
) {
  const browser = who.browser === undefined ? BROWSER : who.browser;
  return app.inject({
    method: 'POST',
    url: '/api/watches',
    payload,
    remoteAddress: `10.52.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: {
      ...(who.access ? { authorization: `Bearer ${who.access}` } : {}),
      ...(browser ? { cookie: `homie_browser=${browser}` } : {}),
    },
  });
}

export interface KeptMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string>;
}

export async function mailTo(database: Database, address: string): Promise<KeptMail[]> {
  return database.query<KeptMail>(
    'select to_address, subject, text_body, html_body, headers from outbox where to_address = $1 order by created_at',
    [address],
  );
}

/** The confirmation link's token from the last mail to an address. */
export async function confirmationToken(database: Database, address: string): Promise<string> {
  const mails = await mailTo(database, address);
  const match = /confirm-watch\?token=([\w%-]+)/.exec(mails.at(-1)?.text_body ?? '');
  if (!match) throw new Error(`no confirmation mail to ${address}`);
  return decodeURIComponent(match[1]!);
}
