import { API_PATHS } from '@homie/contracts/routes';
import type { SendLetterResponse } from '@homie/contracts/payments';
import type { Locale } from '@homie/contracts/locales';
import { mailText } from '#lib/i18n/mail-text.ts';
import type { Mailer } from '#lib/mailer.ts';
import type { Storage } from '#lib/storage.ts';
import { type PaidOrder, toPaidOrder } from '#modules/payments/payments.plugin.ts';
import type { Database } from '#db/client.ts';
import { statusOfError } from '@homie/contracts/errors';
import { forbidden, HttpError, notFound, tooMany } from '#lib/errors.ts';
import { randomToken, sha256 } from '#lib/ids.ts';
import { requirePaidOrder } from './appeals.access.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';
import { getReport } from './appeals-report.service.ts';
import { renderReportPdf, reportFileName } from './pdf/report-pdf.ts';
import { pdfCallerKey } from './pdf/pdf-renderer.ts';
import { letterHtml } from './report/report-html.ts';
import * as repo from './send-letter.repository.ts';

/**
 * The /confirmation "Send" button: e-mails the paid job's appeal letter, with the full report as a
 * PDF attachment. The letter is user-editable text, so it is mailed only to an address that belongs
 * to the buyer (decision 094): the account's own address for a signed-in order; for a guest order
 * the e-mail given at checkout, or an address someone confirmed through a single-use link mailed to
 * it (that mail's text is fixed). At most LETTER_MAILS_PER_DAY e-mails per order per day, links
 * included. With no SMTP configured the mailer keeps the message in the outbox table.
 */

/** Letter e-mails (and confirmation links) per order in 24 hours. */
export const LETTER_MAILS_PER_DAY = 5;
/** How long a confirmation link works. */
export const RECIPIENT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RECIPIENT_CONFIRM_PATH = API_PATHS.orders.letterRecipient;

export const SEND_LETTER_MESSAGES = {
  accountOnly: (address: string) =>
    `Your appeal letter can only be e-mailed to your account's address, ${address}.`,
  limit: `This letter has already been e-mailed ${LETTER_MAILS_PER_DAY} times in the last 24 hours. Please try again later.`,
  /** The link's page's English (its catalogue's `letter.page.*`, equal to these). */
  linkUnknown: 'This confirmation link is not valid. Ask for a new one from the confirmation page.',
  linkUsed: 'This address is already confirmed. Send your letter again from the confirmation page.',
  linkExpired: 'This confirmation link has expired. Ask for a new one from the confirmation page.',
} as const;

export interface SendLetterDeps {
  database: Database;
  /** The appeals rules' context: who may ask, the analysis, the letter's photos. */
  appeals: AppealsContext;
  mailer: Mailer;
  now: () => Date;
  /** Absolute base URL of this app, for the confirmation link. */
  publicUrl: string;
  /** Where the order's tour photos are kept: the attached report prints them (decision 133). */
  storage?: Storage;
  /** The language an account chose (auth's), null until chosen (decision 263). */
  languageOf?: (userId: string) => Promise<string | null>;
}

/** The owner's language for a mail: the account's choice, else the request's (decision 263). */
async function ownerText(deps: SendLetterDeps, userId: string | null, language: Locale | undefined) {
  return mailText((userId && (await deps.languageOf?.(userId))) || language);
}

const normalise = (email: string) => email.trim().toLowerCase();

async function reserve(deps: SendLetterDeps, orderId: string): Promise<void> {
  if (await repo.reserveLetterMail(deps.database, orderId, deps.now(), LETTER_MAILS_PER_DAY)) return;
  const ends = await repo.letterWindowEnd(deps.database, orderId);
  const seconds = ends ? Math.max(1, Math.ceil((ends.getTime() - deps.now().getTime()) / 1000)) : undefined;
  throw tooMany(SEND_LETTER_MESSAGES.limit, seconds);
}

/** Renders and mails the report of a paid order to an address already known to be the buyer's. */
async function mailLetter(
  deps: SendLetterDeps,
  order: PaidOrder,
  caller: Caller,
  to: string,
  language: Locale | undefined,
): Promise<{ to: string; delivered: boolean }> {
  // The letter names the photos it encloses (ctx.letterPhotos), and the attached report prints them,
  // as the downloadable report PDF does (decisions 113, 133).
  const appeals: AppealsContext = {
    ...deps.appeals,
    // The order was resolved (and its owner checked) by the caller of this function.
    findPaidOrder: async (jobId) => (jobId === order.jobId ? order : null),
    now: deps.now,
  };
  // Counted before the work, so refused requests cost no rendering.
  await reserve(deps, order.id);
  // The owner's pages of the attached report in their language; its letter stays English.
  const m = await ownerText(deps, order.userId, language);
  const report = await getReport(appeals, order.jobId, caller, undefined, m.locale);
  const { storage } = deps;
  const photos =
    storage && deps.appeals.loadEvidencePhotos ? await deps.appeals.loadEvidencePhotos(order.id) : [];
  const pdf = await renderReportPdf(
    report,
    deps.now(),
    photos.length ? photos : undefined,
    pdfCallerKey(caller),
    m.locale,
  );
  // The owner's own words in their language; the letter the board reads stays English (decision 263).
  const subject = m.t('letter.subject', { county: report.county_name });
  const intro = [
    m.t('letter.intro', { address: report.property_address }),
    ...(m.locale === 'en' ? [] : [m.t('letter.englishNote')]),
  ].join(' ');
  const result = await deps.mailer.send({
    to,
    // An account's letter goes with the account (decision 206); a guest's has no account.
    userId: order.userId,
    subject,
    text: `${intro}\n\n${report.letter}\n\n-- Homie`,
    html: `<p>${intro.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>\n${letterHtml(report.letter)}\n<p>-- Homie</p>`,
    attachments: [
      { filename: reportFileName(report), contentType: 'application/pdf', content: Buffer.from(pdf) },
    ],
  });
  return { to, delivered: result.delivered };
}

/** The API's answer once the letter is mailed (or queued). */
const sentAnswer = ({ to, delivered }: { to: string; delivered: boolean }): SendLetterResponse => ({
  success: true,
  message: delivered
    ? `Sent! Your appeal letter is on its way to ${to}.`
    : `Your appeal letter to ${to} is queued and will be sent shortly.`,
});

/** Mails a single-use link to an address a guest asked for; its text carries nothing of theirs. */
async function askToConfirm(
  deps: SendLetterDeps,
  orderId: string,
  to: string,
  language: Locale | undefined,
): Promise<SendLetterResponse> {
  await reserve(deps, orderId);
  const token = randomToken(32);
  const now = deps.now();
  await repo.insertRecipient(deps.database, {
    id: `lrc_${randomToken(12)}`,
    orderId,
    email: normalise(to),
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RECIPIENT_LINK_TTL_MS),
    now,
  });
  const link = `${deps.publicUrl}${RECIPIENT_CONFIRM_PATH}?token=${token}`;
  // A guest's order (an account's letter goes only to its own address): the request's language.
  const m = mailText(language);
  await deps.mailer.send({
    to,
    subject: m.t('letter.confirm.subject'),
    text: [
      m.t('letter.confirm.asked'),
      '',
      m.t('letter.confirm.link', { link }),
      '',
      m.t('letter.confirm.rule'),
      '',
      '-- Homie',
    ].join('\n'),
  });
  return {
    success: true,
    confirmation_required: true,
    message: `To protect your letter, we sent a confirmation link to ${to}. Open it to receive your letter there.`,
  };
}

/** POST /api/orders/send-letter. */
export async function sendLetter(
  deps: SendLetterDeps,
  input: { jobId: string; email: string; caller: Caller; language?: Locale },
): Promise<SendLetterResponse> {
  const { caller, language } = input;
  // Who may ask (401 without credentials, 403 when no paid order is theirs): the appeals rules.
  const order = await requirePaidOrder(deps.appeals, input.jobId, caller);
  const mail = await deps.appeals.orders.orderMail(order.id);
  if (!mail) throw notFound('No order for this analysis.', 'order_not_found');
  const to = input.email.trim();
  if (mail.user_id) {
    if (!mail.account_email || normalise(mail.account_email) !== normalise(to)) {
      throw forbidden(SEND_LETTER_MESSAGES.accountOnly(mail.account_email ?? 'your e-mail address'));
    }
    // Mailed to the address as the account holds it, whatever case was typed.
    return sentAnswer(await mailLetter(deps, order, caller, mail.account_email, language));
  }
  if (mail.buyer_email && normalise(mail.buyer_email) === normalise(to)) {
    return sentAnswer(await mailLetter(deps, order, caller, mail.buyer_email, language));
  }
  if (await repo.isRecipientConfirmed(deps.database, order.id, normalise(to))) {
    return sentAnswer(await mailLetter(deps, order, caller, normalise(to), language));
  }
  return askToConfirm(deps, order.id, to, language);
}

/** What the link's page says, worded there in the visitor's language (decision 272's recipe). */
export type RecipientLinkState =
  | { kind: 'ready'; email: string }
  | { kind: 'sent'; to: string; delivered: boolean }
  | { kind: 'error'; statusCode: number; code: LinkErrorCode }
  /** Confirmed, but the letter could not go: the reason in the API's English. */
  | { kind: 'notSent'; statusCode: number; reason: string };

type LinkErrorCode = 'letter_link_unknown' | 'letter_link_used' | 'letter_link_expired';

const linkError = (code: LinkErrorCode): RecipientLinkState => ({
  kind: 'error',
  statusCode: statusOfError(code),
  code,
});

async function loadLink(deps: SendLetterDeps, token: string) {
  const row = await repo.findRecipientByToken(deps.database, sha256(token.trim()));
  if (!row) return { error: linkError('letter_link_unknown') };
  if (row.confirmed_at) return { error: linkError('letter_link_used') };
  if (new Date(row.expires_at).getTime() <= deps.now().getTime()) {
    return { error: linkError('letter_link_expired') };
  }
  return { row };
}

/** GET of the link: what the page offers (a button, so a mail scanner's visit confirms nothing). */
export async function viewRecipientLink(deps: SendLetterDeps, token: string): Promise<RecipientLinkState> {
  const { row, error } = await loadLink(deps, token);
  if (error) return error;
  return { kind: 'ready', email: row.email };
}

/** POST of the link's page: confirms the address (once) and mails the letter there. */
export async function confirmRecipientLink(
  deps: SendLetterDeps,
  token: string,
  language?: Locale,
): Promise<RecipientLinkState> {
  const { row, error } = await loadLink(deps, token);
  if (error) return error;
  if (!(await repo.confirmRecipient(deps.database, row.id, deps.now()))) return linkError('letter_link_used');
  const mail = await deps.appeals.orders.orderMail(row.order_id);
  if (mail?.status !== 'paid') return linkError('letter_link_unknown');
  const order: PaidOrder = toPaidOrder(mail);
  try {
    // The link stands for the order's owner: the order is already resolved above.
    const sent = await mailLetter(
      deps,
      order,
      { userId: null, guestToken: 'confirmed-link', browserKey: null },
      row.email,
      language,
    );
    return { kind: 'sent', ...sent };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) {
      return { kind: 'notSent', statusCode: err.statusCode, reason: err.message };
    }
    throw err;
  }
}
