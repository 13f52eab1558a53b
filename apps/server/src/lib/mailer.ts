import { and, eq, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Database, Db } from '#db/client.ts';
import { outbox } from './outbox.schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058, decision 228). */
  headers?: Record<string, string>;
  /**
   * The account this mail belongs to (decision 206): written for it (a reset link, its letter) or
   * sent by it signed in (its contact message). Account deletion erases the outbox rows by it,
   * never by the address: an address alone may be one a visitor typed.
   */
  userId?: string | null;
}

export interface Mailer {
  /** Sends through SMTP when configured; otherwise (or when SMTP fails) keeps the mail in the outbox table. */
  send(mail: Mail): Promise<{ delivered: boolean; outboxId?: string }>;
  /**
   * Resolves once every send started so far has finished, delivered or kept (a failed one too). A
   * send a request does not wait for (decision 093) is still owed: the app waits for them when it
   * closes, before its database does, so a mail is not lost to a shutdown (decision 173).
   */
  settled(): Promise<void>;
}

export function createMailer(opts: {
  database: Database;
  smtpUrl?: string;
  from: string;
  log?: { warn: (o: object, m: string) => void };
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  async function keep(mail: Mail, lastError: string | null) {
    const [row] = await opts.database.db
      .insert(outbox)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
          contentBase64: a.content.toString('base64'),
        })),
        lastError,
        userId: mail.userId ?? null,
        headers: mail.headers ?? {},
      })
      .returning({ id: outbox.id });
    return row!.id;
  }
  async function deliver(mail: Mail): Promise<{ delivered: boolean; outboxId?: string }> {
    if (!transport) return { delivered: false, outboxId: await keep(mail, null) };
    try {
      const { userId: _account, ...message } = mail;
      await transport.sendMail({ from: opts.from, ...message });
      return { delivered: true };
    } catch (err) {
      opts.log?.warn({ err }, 'SMTP delivery failed; mail kept in the outbox');
      return { delivered: false, outboxId: await keep(mail, (err as Error).message) };
    }
  }
  const inFlight = new Set<Promise<unknown>>();
  return {
    send(mail) {
      const sending = deliver(mail);
      const tracked = sending.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(tracked);
      void tracked.then(() => inFlight.delete(tracked));
      return sending;
    },
    async settled() {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
}

/**
 * Account deletion (decisions 093, 206): removes the mail kept in the outbox for this account (see
 * `Mail.userId`); mail to the same address that a visitor caused stays. The app registers it on
 * `app.auth.onAccountErasure` beside the mailer it builds (decision 153).
 */
export async function deleteMailOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.userId, userId));
}

/**
 * Unsubscribe (decision 228): the list mail (it carries List-Unsubscribe) still waiting in the outbox
 * for this address is not delivered any more. Other mail to it (a receipt, a reset link) stays.
 */
export async function deleteWaitingListMailTo(db: Db, emailLower: string): Promise<number> {
  const rows = await db
    .delete(outbox)
    .where(
      and(
        sql`lower(${outbox.toAddress}) = ${emailLower}`,
        isNull(outbox.sentAt),
        sql`${outbox.headers} ? 'List-Unsubscribe'`,
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

/** One message kept in the outbox, whole (decision 211: an operator delivers it by hand). */
export async function findKeptMail(db: Db, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
export type KeptMail = NonNullable<Awaited<ReturnType<typeof findKeptMail>>>;

/**
 * A kept message as an RFC 5322 .eml file (with its attachments): what an operator opens in any
 * mail program to read it and send it on by hand (decision 211).
 */
export async function keptMailAsEml(mail: KeptMail, from: string): Promise<Buffer> {
  const composer = new MailComposer({
    from,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
    date: mail.createdAt,
    headers: mail.headers,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    })),
  });
  return composer.compile().build();
}

/** Records that a kept message was delivered by hand; false when it was already (or is unknown). */
export async function markKeptMailDelivered(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ sentAt: now, lastError: null })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
