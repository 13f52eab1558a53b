import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../../test/helpers.ts';
import { createMailer, keptMailAsEml } from './mailer.ts';
import { outbox } from './outbox.schema.ts';

/** An SMTP server that accepts a connection, says nothing, and hangs up after `ms`. */
async function silentSmtp(ms: number): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    setTimeout(() => socket.destroy(), ms);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function keptFor(database: { db: import('#db/client.ts').Db }, to: string) {
  return database.db.select().from(outbox).where(eq(outbox.toAddress, to));
}

describe('mailer.settled (decision 173)', () => {
  it('counts a failed delivery as settled, kept in the outbox with its error', async () => {
    const smtp = await silentSmtp(50);
    cleanups.push(smtp.close);
    const { database, drop } = await createTestDatabase();
    cleanups.push(drop);
    const mailer = createMailer({ database, smtpUrl: smtp.url, from: 'Homie <no-reply@homie.test>' });
    const sending = mailer.send({ to: 'owner-2@homie.test', subject: 'Hello', text: 'Kept' });
    await mailer.settled();
    const [row] = await keptFor(database, 'owner-2@homie.test');
    expect(row?.lastError).toBeTruthy();
    expect((await sending).delivered).toBe(false);
  });
});

describe('closing the app', () => {
  it('waits for mail still being sent, so a shutdown does not lose it', async () => {
    // The SMTP server hangs up only after 400 ms: the mail reaches the outbox then, after close began.
    const smtp = await silentSmtp(400);
    cleanups.push(smtp.close);
    const t = await createTestApp({ SMTP_URL: smtp.url });
    cleanups.push(t.close);
    void t.app.mailer.send({ to: 'operator@homie.test', subject: 'New lead', text: 'A lead' });
    await t.app.close();
    expect(await keptFor(t.database, 'operator@homie.test')).toHaveLength(1);
  });
});

describe('mail headers (decision 228)', () => {
  it('are kept in the outbox and written into the .eml an operator sends on', async () => {
    const { database, drop } = await createTestDatabase();
    cleanups.push(drop);
    const mailer = createMailer({ database, from: 'Homie <no-reply@homie.local>' });
    const headers = {
      'List-Unsubscribe': '<https://homie.example/api/watches/unsubscribe?w=1&t=2>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await mailer.send({ to: 'list@example.com', subject: 'S', text: 'T', html: '<p>T</p>', headers });
    const [kept] = await keptFor(database, 'list@example.com');
    expect(kept!.headers).toEqual(headers);
    const eml = (await keptMailAsEml(kept!, 'Homie <no-reply@homie.local>')).toString('utf8');
    expect(eml).toContain('List-Unsubscribe: <https://homie.example/api/watches/unsubscribe?w=1&t=2>');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml).toContain('text/html');
  });
});
