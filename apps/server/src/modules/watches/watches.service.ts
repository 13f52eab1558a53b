import { createHmac, timingSafeEqual } from 'node:crypto';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { isoCalendarDate, parseIsoDate } from '@homie/contracts/appeals-dates';
import {
  dueHearingReminder,
  dueInformalReminder,
  hearingClaimKey,
  dueNoticeReminder,
  noticeDeadline,
  type DueRecheck,
  dueRecheck,
  dueReminder,
  NOTICE_MESSAGES,
  type NoticeKind,
  noticeDateProblem,
  resultChanged,
  type ToldResult,
  type Watch,
  WATCH_MESSAGES,
  watchedWindow,
  windowDates,
} from '@homie/contracts/watches';
import type { Locale } from '@homie/contracts/locales';
import type { Database } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import { badRequest, forbidden, httpError, notFound, tooMany } from '#lib/errors.ts';
import { randomToken, sha256 } from '#lib/ids.ts';
import { deleteWaitingListMailTo, type Mailer } from '#lib/mailer.ts';
import { verdictFigures } from '@homie/contracts/verdict';
import type { AnalysisJobReader, AnalysisResultBody } from '#modules/properties/properties.plugin.ts';
import {
  confirmationMail,
  hearingReminderMail,
  informalReminderMail,
  noticeReminderMail,
  type RecheckFigures,
  recheckMail,
  reminderMail,
  unsubscribeLinks,
  type WatchMailSettings,
} from './watches.mail.ts';
import { appealDatesIcs } from './watches.ics.ts';
import * as repo from './watches.repository.ts';

/** A confirmation link works this long (decision 228); an address that never confirms keeps nothing. */
export const CONFIRM_LINK_DAYS = 7;

/**
 * Bounds on the mail anyone can cause to an unconfirmed address (like reset links, decision 207): at
 * most this many live confirmation links per address, and one link per watch per RESEND_AFTER_MS.
 */
export const MAX_LIVE_CONFIRMATIONS = 3;
export const RESEND_AFTER_MS = 10 * 60_000;

/** What the watches service works with, gathered once by watches.plugin.ts. */
export interface WatchesContext {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  jobs: AnalysisJobReader;
  /** A job's home valued afresh for a roll year, storing nothing (the properties service's). */
  reappraise: (jobId: string, rollYear: number) => Promise<AnalysisResultBody | null>;
  /**
   * The hearing date (YYYY-MM-DD) the owner recorded on their paid order of the job's home, still
   * undecided; filled by the appeals module (`app.watches.hearingDatesWith`, decision 241).
   */
  hearingOf: (jobId: string, userId: string) => Promise<{ hearingOn: string; rollYear: number } | null>;
  /** Whether the signed-in caller holds a paid order for the job (its home is theirs to watch too). */
  hasPaidOrder: (jobId: string, userId: string) => Promise<boolean>;
  /** The language an account chose (auth's `languageOf`), null until chosen (decision 263). */
  languageOf: (userId: string) => Promise<string | null>;
  mail: WatchMailSettings;
  /** Signs unsubscribe links (the app's JWT secret). */
  secret: string;
  log?: { warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
}

/** Who asks to watch: a signed-in owner (their account's address) or a visitor with an address to confirm. */
export interface Watcher {
  userId: string | null;
  /** The account's address for a signed-in owner; the typed one for a visitor. */
  email: string;
  browserKey: string | null;
  /** The language the request came in with (decision 263): the watch's mails are written in it. */
  language?: Locale;
}

export function toWatch(row: repo.WatchRow, now: Date): Watch {
  const county = row.county as CountyKey;
  return {
    id: row.id,
    job_id: row.jobId,
    address: row.address,
    county,
    county_name: COUNTIES[county].name,
    status: row.status,
    ...windowDates(watchedWindow(county, now)),
    created_at: row.createdAt.toISOString(),
    notice: noticeOf(row),
  };
}

/** The watch's notice with its last day, or null. */
function noticeOf(row: repo.WatchRow): Watch['notice'] {
  const mailed = row.noticeKind && row.noticeMailedOn ? parseIsoDate(row.noticeMailedOn) : null;
  if (!row.noticeKind || !mailed) return null;
  return {
    kind: row.noticeKind,
    mailed_on: isoCalendarDate(mailed),
    deadline: isoCalendarDate(noticeDeadline(mailed)),
  };
}

/**
 * The home of a job the caller may act on: one they made (decision 206) or that of their paid order,
 * in a served county; otherwise 404, 403 or 400 as the contract's table says.
 */
export async function homeOfJob(
  ctx: WatchesContext,
  jobId: string,
  who: Pick<Watcher, 'userId' | 'browserKey'>,
): Promise<{ county: CountyKey; address: string }> {
  const owner = await ctx.jobs.owner(jobId);
  if (!owner) throw notFound(PROPERTY_MESSAGES.jobNotFound, 'job_not_found');
  const mayUse =
    (await ctx.jobs.isMadeBy(jobId, who)) ||
    (who.userId !== null && (await ctx.hasPaidOrder(jobId, who.userId)));
  if (!mayUse)
    throw forbidden(
      owner.userId === null ? PROPERTY_MESSAGES.jobOfAnotherBrowser : PROPERTY_MESSAGES.jobOfAnotherAccount,
      'job_of_another_account',
    );
  const property = await ctx.jobs.property(jobId);
  if (!property?.county)
    throw badRequest(WATCH_MESSAGES.unsupportedCounty, undefined, 'county_not_supported');
  return { county: property.county, address: property.address };
}

/** GET /api/appeal-calendar.ics: the dates of a home the caller may act on, as an iCalendar file. */
export async function appealDatesOf(
  ctx: WatchesContext,
  jobId: string,
  who: Pick<Watcher, 'userId' | 'browserKey'>,
  notice?: { kind: NoticeKind; mailedOn: string },
): Promise<string> {
  const home = await homeOfJob(ctx, jobId, who);
  const now = ctx.clock.now();
  const mailedOn = notice ? parseIsoDate(notice.mailedOn) : null;
  if (notice) {
    const problem = noticeDateProblem(notice.mailedOn, now);
    if (problem || !mailedOn) throw badRequest(problem ?? NOTICE_MESSAGES.dateRequired);
  }
  return appealDatesIcs({
    ...home,
    jobId,
    now,
    publicUrl: ctx.mail.publicUrl,
    notice: notice && mailedOn ? { kind: notice.kind, mailedOn } : undefined,
  });
}

/**
 * POST /api/watches: the home of a job the caller made (decision 206) or of their paid order, in a
 * served county. A signed-in
 * owner's watch is active at once; a visitor's waits for the address to be confirmed by the e-mailed
 * link, the only mail an unconfirmed address gets (double opt-in). Bad input stores nothing.
 */
export async function watchHome(
  ctx: WatchesContext,
  jobId: string,
  who: Watcher,
  notice?: { kind: NoticeKind; mailed_on: string },
): Promise<Watch> {
  const property = await homeOfJob(ctx, jobId, who);
  const now = ctx.clock.now();
  // A notice whose 60 days have ended, or dated in the future, is refused before anything is stored.
  const problem = notice ? noticeDateProblem(notice.mailed_on, now) : null;
  if (problem) throw badRequest(problem);
  const withNotice = async (row: repo.WatchRow) =>
    notice
      ? ((await repo.setNotice(ctx.database.db, row.id, { kind: notice.kind, mailedOn: notice.mailed_on })) ??
        row)
      : row;
  const signedIn = who.userId !== null;
  const emailLower = who.email.toLowerCase();
  if (!signedIn) {
    const existing = await repo.findWatchOf(ctx.database.db, emailLower, jobId);
    if (existing?.status === 'active') return toWatch(await withNotice(existing), now);
    const issuedAt = existing?.confirmExpiresAt
      ? existing.confirmExpiresAt.getTime() - CONFIRM_LINK_DAYS * 86_400_000
      : null;
    // Asked again within minutes: the link just sent stands, no second mail.
    if (existing && issuedAt !== null && now.getTime() - issuedAt < RESEND_AFTER_MS)
      return toWatch(await withNotice(existing), now);
    if (
      !existing &&
      (await repo.countLivePending(ctx.database.db, emailLower, now)) >= MAX_LIVE_CONFIRMATIONS
    )
      throw tooMany(WATCH_MESSAGES.tooManyPending);
  }
  const token = signedIn ? null : randomToken(32);
  const row = await repo.upsertWatch(ctx.database.db, {
    jobId,
    userId: who.userId,
    email: who.email,
    emailLower,
    address: property.address,
    county: property.county,
    status: signedIn ? 'active' : 'pending',
    confirmTokenHash: token ? sha256(token) : null,
    confirmExpiresAt: token ? new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000) : null,
    // On the app's clock: the re-checks count from the day the home was watched (decision 238).
    createdAt: now,
    language: who.language ?? null,
  });
  if (token && row.status === 'pending')
    void ctx.mailer
      .send(confirmationMail({ ...row, language: who.language ?? row.language }, token, ctx.mail))
      .catch((err: unknown) => ctx.log?.error({ err }, 'Could not send a watch confirmation'));
  return toWatch(await withNotice(row), now);
}

export async function listWatches(ctx: WatchesContext, userId: string): Promise<Watch[]> {
  const now = ctx.clock.now();
  return (await repo.watchesOfUser(ctx.database.db, userId)).map((row) => toWatch(row, now));
}

export async function removeWatch(ctx: WatchesContext, id: string, userId: string): Promise<void> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(id) || !(await repo.deleteWatchOfUser(ctx.database.db, id, userId)))
    throw notFound(WATCH_MESSAGES.notFound);
}

export async function confirmWatchLink(ctx: WatchesContext, token: string): Promise<Watch> {
  const now = ctx.clock.now();
  const row = await repo.confirmWatch(ctx.database.db, sha256(token), now);
  if (!row) throw httpError('watch_link_unknown', WATCH_MESSAGES.linkUnknown);
  return toWatch(row, now);
}

/** The signature of a watch's unsubscribe link (HMAC-SHA256 of its id). */
export function unsubscribeSignature(secret: string, watchId: string): string {
  return createHmac('sha256', secret).update(`watch-unsubscribe:${watchId}`).digest('base64url');
}

/**
 * One-click unsubscribe (RFC 8058, decision 228): a link signed for a watch stops every reminder of
 * its address and removes every watch of it. A second click (the watch is already gone) is answered
 * the same way.
 */
export async function unsubscribe(ctx: WatchesContext, watchId: string, signature: string): Promise<void> {
  const expected = Buffer.from(unsubscribeSignature(ctx.secret, watchId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw httpError('unsubscribe_link_invalid', WATCH_MESSAGES.unsubscribeLinkInvalid);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const watch = uuid.test(watchId) ? await repo.findWatch(ctx.database.db, watchId) : undefined;
  if (!watch) return;
  await ctx.database.transaction(async (tx) => {
    await repo.deleteWatchesOfAddress(tx, watch.emailLower);
    await deleteWaitingListMailTo(tx, watch.emailLower);
  });
}

const PAGE = 200;

export interface SweepResult {
  /** Mails sent: regular-window and informal-review reminders, and re-check news. */
  sent: number;
  /** Re-checks run (whether or not they found news). */
  rechecked: number;
  expired: number;
}

/**
 * The watch sweep (decisions 228, 238): for each active watch, the regular-window reminder due today
 * (dueReminder), the informal-review reminder due today (dueInformalReminder) and the re-check due
 * today (dueRecheck), each claimed in watch_reminders before it is mailed or run, so each happens once
 * whatever restarts or how many processes sweep. Expired pending watches are removed.
 */
export async function sweepReminders(ctx: WatchesContext): Promise<SweepResult> {
  const now = ctx.clock.now();
  const db = ctx.database.db;
  const expired = await repo.deleteExpiredPending(db, now);
  let sent = 0;
  let rechecked = 0;
  let after: string | null = null;
  for (;;) {
    const page = await repo.activeWatches(db, after, PAGE);
    for (const watch of page) {
      const county = watch.county as CountyKey;
      const links = () => unsubscribeLinks(ctx.mail, watch.id, unsubscribeSignature(ctx.secret, watch.id));
      // The mail's language, read when one goes out: the account's choice, else the watch's own.
      let home: repo.WatchRow | undefined;
      const homeOf = async () => {
        home ??= {
          ...watch,
          language: (watch.userId && (await ctx.languageOf(watch.userId))) || watch.language,
        };
        return home;
      };
      const claim = (kind: repo.ClaimKind, rollYear: number) =>
        repo.claimReminder(db, { watchId: watch.id, kind, rollYear, sentAt: now });
      const reminder = dueReminder(county, now);
      if (reminder && (await claim(reminder.kind, reminder.rollYear))) {
        await ctx.mailer.send(reminderMail(await homeOf(), reminder, ctx.mail, links()));
        sent++;
      }
      const informal = dueInformalReminder(county, now);
      if (informal && (await claim(informal.kind, informal.rollYear))) {
        await ctx.mailer.send(informalReminderMail(await homeOf(), informal, ctx.mail, links()));
        sent++;
      }
      const mailedOn = watch.noticeKind && watch.noticeMailedOn ? parseIsoDate(watch.noticeMailedOn) : null;
      const noticeDue = mailedOn ? dueNoticeReminder(mailedOn, now) : null;
      if (noticeDue && mailedOn && (await claim(noticeDue.kind, noticeDue.deadline.year))) {
        await ctx.mailer.send(
          noticeReminderMail(
            await homeOf(),
            { ...noticeDue, noticeKind: watch.noticeKind!, mailedOn },
            ctx.mail,
            links(),
          ),
        );
        sent++;
      }
      const recorded = watch.userId ? await ctx.hearingOf(watch.jobId, watch.userId) : null;
      const hearing = recorded ? parseIsoDate(recorded.hearingOn) : null;
      const hearingDue = hearing ? dueHearingReminder(hearing, now) : null;
      if (hearingDue && recorded && (await claim(hearingDue.kind, hearingClaimKey(hearingDue.hearing)))) {
        await ctx.mailer.send(
          hearingReminderMail(
            await homeOf(),
            { ...hearingDue, rollYear: recorded.rollYear },
            ctx.mail,
            links(),
          ),
        );
        sent++;
      }
      const due = dueRecheck(now, watch.createdAt);
      if (due && (await claim(due.point, due.rollYear))) {
        rechecked++;
        if (await recheck(ctx, watch, due, links, homeOf)) sent++;
      }
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  return { sent, rechecked, expired };
}

/** What an analysis says, as the owner reads it: the verdict, the saving beside it, its roll year. */
function toldOf(
  result: {
    property_info: AnalysisResultBody['property_info'];
    valuation: AnalysisResultBody['valuation'] | null;
  },
  rollYear: number,
): ToldResult {
  const figures = verdictFigures(
    { ...result.property_info, valuation: result.valuation },
    result.valuation?.roll_year ?? rollYear,
  );
  return { verdict: figures.verdict.state, saving: figures.shownSaving, rollYear: figures.rollYear };
}

/**
 * One re-check (decision 238): the home valued afresh for the checkpoint's roll year, compared with
 * what the owner was last told (before any re-check mail: the analysis the watch was made from). A
 * different verdict, or a saving moved by $50 or more, is mailed and becomes what they were told; the
 * same answer only moves the stored roll year. A home that can no longer be valued, or whose new
 * analysis cannot tell a verdict, changes nothing. True when a mail went out.
 */
async function recheck(
  ctx: WatchesContext,
  watch: repo.WatchRow,
  due: DueRecheck,
  links: () => ReturnType<typeof unsubscribeLinks>,
  homeOf: () => Promise<repo.WatchRow>,
): Promise<boolean> {
  let fresh: AnalysisResultBody | null;
  let original: Awaited<ReturnType<AnalysisJobReader['result']>> = null;
  try {
    fresh = await ctx.reappraise(watch.jobId, due.rollYear);
    if (fresh && !watch.toldVerdict) original = await ctx.jobs.result(watch.jobId);
  } catch (err) {
    // Not run: the claim is given back, so a later sweep (this process or another) tries again. Past
    // this point nothing is given back: a mail, once sent, is never sent again.
    await repo.releaseClaim(ctx.database.db, { watchId: watch.id, kind: due.point, rollYear: due.rollYear });
    ctx.log?.error({ err }, 'A watched home could not be re-checked; the next sweep tries again');
    return false;
  }
  if (!fresh) {
    ctx.log?.warn(
      { watchId: watch.id },
      'A watched home could not be valued again; this re-check is skipped',
    );
    return false;
  }
  const after = toldOf(fresh, due.rollYear);
  if (after.verdict === 'unknown') return false;
  let before: ToldResult | null =
    watch.toldVerdict && watch.toldRollYear !== null
      ? { verdict: watch.toldVerdict, saving: watch.toldSaving, rollYear: watch.toldRollYear }
      : null;
  if (!before) {
    before = original?.property_info
      ? toldOf({ property_info: original.property_info, valuation: original.valuation }, due.rollYear)
      : null;
  }
  const now = ctx.clock.now();
  const news = before !== null && resultChanged(before, after);
  if (!news && before) {
    // The same answer: what the owner was told stands (small moves never add up unseen); only the
    // roll year it speaks for moves on.
    await repo.recordTold(ctx.database.db, watch.id, { ...before, rollYear: after.rollYear, at: now });
    return false;
  }
  if (news && before) {
    const figures = verdictFigures({ ...fresh.property_info, valuation: fresh.valuation }, due.rollYear);
    const sold = fresh.comparable_properties.map((c) => c.sold_date).sort();
    const detail: RecheckFigures = {
      assessedValue: figures.assessedValue,
      assessedNote: fresh.property_info.assessed_value_note ?? null,
      assessedNoteParts: fresh.property_info.assessed_value_note_parts ?? null,
      marketValue: figures.marketValue,
      range: figures.range,
      comparables: sold.length,
      soldFrom: sold[0] ?? null,
      soldTo: sold.at(-1) ?? null,
      ratePercent: figures.ratePercent,
      taxNote: fresh.property_info.annual_tax_note ?? null,
      taxNoteParts: fresh.property_info.annual_tax_note_parts ?? null,
    };
    await ctx.mailer.send(
      recheckMail(await homeOf(), { due, before, after, figures: detail }, ctx.mail, links()),
    );
  }
  await repo.recordTold(ctx.database.db, watch.id, { ...after, at: now });
  return news;
}
