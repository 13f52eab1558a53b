import { informalWindow } from '@homie/contracts/appeal-calendar';
import { type CalendarDate, parseIsoDate } from '@homie/contracts/appeals-dates';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import type { ValueNotePart } from '@homie/contracts/value-notes';
import { PAGE_PATHS } from '@homie/contracts/routes';
import { API_PATHS } from '@homie/contracts/routes';
import type {
  DueHearingReminder,
  DueInformalReminder,
  DueNoticeReminder,
  DueRecheck,
  DueReminder,
  NoticeKind,
  RecheckPoint,
  ToldResult,
} from '@homie/contracts/watches';
import { type MailMessageId, type MailText, mailText } from '#lib/i18n/mail-text.ts';
import { valueNoteIn } from '#lib/i18n/value-note-words.ts';
import type { Mail } from '#lib/mailer.ts';

/** What a watch mail names (decision 228): the home, its county, and who the mail goes to. */
export interface WatchedHome {
  id: string;
  email: string;
  address: string;
  county: string;
  userId: string | null;
  /**
   * The language the mail is written in (decision 263): the account's for a signed-in owner, else
   * the one the watch was asked in; English when null.
   */
  language?: string | null;
}

export interface WatchMailSettings {
  publicUrl: string;
  postalAddress: string;
  /**
   * The address a `mailto:` unsubscribe writes to (`UNSUBSCRIBE_MAILTO`, decision 238), beside the
   * one-click https link; null: the https link alone.
   */
  unsubscribeMailto: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const countyName = (county: string) => COUNTIES[county as CountyKey]?.name ?? county;

/** The footer every watch mail ends with: why it came, how to stop it, the brokerage's postal address. */
function footer(m: MailText, settings: WatchMailSettings, unsubscribePage: string | null) {
  const why = m.t('watch.footer.why');
  const stop = unsubscribePage
    ? settings.unsubscribeMailto
      ? m.t('watch.footer.stopMailto', { page: unsubscribePage, mailto: settings.unsubscribeMailto })
      : m.t('watch.footer.stop', { page: unsubscribePage })
    : null;
  const text = ['--', why, stop, `Homie Realty, Inc. · ${settings.postalAddress}`].filter(Boolean).join('\n');
  const html = `<hr><p style="color:#555;font-size:12px">${escapeHtml(why)}${
    unsubscribePage
      ? ` <a href="${escapeHtml(unsubscribePage)}">${escapeHtml(m.t('watch.footer.unsubscribe'))}</a>.`
      : ''
  }<br>Homie Realty, Inc. · ${escapeHtml(settings.postalAddress)}</p>`;
  return { text, html };
}

/** The double opt-in mail: the only mail an unconfirmed address receives. */
export function confirmationMail(home: WatchedHome, token: string, settings: WatchMailSettings): Mail {
  const link = `${settings.publicUrl}${PAGE_PATHS.confirmWatch}?token=${encodeURIComponent(token)}`;
  const m = mailText(home.language);
  const county = countyName(home.county);
  const intro = m.t('watch.confirm.intro', { address: home.address, county });
  const act = m.t('watch.confirm.act');
  const ignore = m.t('watch.confirm.ignore');
  const end = footer(m, settings, null);
  return {
    to: home.email,
    subject: m.t('watch.confirm.subject', { address: home.address }),
    text: [intro, '', act, link, '', ignore, '', end.text].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(act)}<br><a href="${escapeHtml(link)}">${escapeHtml(m.t('watch.confirm.button'))}</a></p><p>${escapeHtml(ignore)}</p>${end.html}`,
    userId: home.userId,
  };
}

export interface UnsubscribeLinks {
  /** The RFC 8058 one-click POST. */
  oneClick: string;
  /** The page with the button, for the mail's footer. */
  page: string;
  /**
   * `mailto:` the configured address, its body the signed page link (decision 238); null when none
   * is configured.
   */
  mailto: string | null;
}

/** The links that stop every reminder of an address (RFC 8058): the one-click POST, the page, a mailto. */
export function unsubscribeLinks(
  settings: WatchMailSettings,
  watchId: string,
  signature: string,
): UnsubscribeLinks {
  const query = `?w=${encodeURIComponent(watchId)}&t=${encodeURIComponent(signature)}`;
  const page = `${settings.publicUrl}${PAGE_PATHS.unsubscribe}${query}`;
  // The body carries the signed page link: whoever reads the mailbox opens it and presses the button.
  const mailto = settings.unsubscribeMailto
    ? `mailto:${settings.unsubscribeMailto}?subject=unsubscribe&body=${encodeURIComponent(
        `Stop every Homie reminder to this address: ${page}`,
      )}`
    : null;
  return { oneClick: `${settings.publicUrl}${API_PATHS.watches.unsubscribe}${query}`, page, mailto };
}

/**
 * The unsubscribe headers of every mail but the confirmation: `List-Unsubscribe` with the https
 * one-click link first and, when configured, the `mailto:` (RFC 2369), and `List-Unsubscribe-Post`
 * (RFC 8058), which makes the https link one-click.
 */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': [links.oneClick, links.mailto]
      .filter(Boolean)
      .map((uri) => `<${uri}>`)
      .join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The parts of a watch mail: a lead, a list of facts, a link to act, the footer. */
function watchMail(
  m: MailText,
  home: WatchedHome,
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
  parts: { subject: string; lead: string; lines: string[]; act: { text: string; url: string } },
): Mail {
  const end = footer(m, settings, links.page);
  const { subject, lead, lines, act } = parts;
  return {
    to: home.email,
    subject,
    text: [lead, '', ...lines, '', `${act.text}: ${act.url}`, '', end.text].join('\n'),
    html: `<p>${escapeHtml(lead)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p><a href="${escapeHtml(act.url)}">${escapeHtml(act.text)}</a></p>${end.html}`,
    headers: unsubscribeHeaders(links),
    userId: home.userId,
  };
}

/** "today", "tomorrow", "in 14 days", in the mail's language. */
const inDays = (m: MailText, days: number) => m.t('watch.when', { days });

/** The lines every reminder starts with: the home, its county, the roll year. */
const homeLines = (m: MailText, home: WatchedHome, county: string, rollYear: number) => [
  m.t('watch.line.home', { address: home.address }),
  m.t('watch.line.county', { county }),
  m.t('watch.line.rollYear', { year: String(rollYear) }),
];

/**
 * What a regular-window reminder says of the county's informal review of the same roll year, while
 * it has not ended and its dates are published; null otherwise (contracts' `informalNote`, in words).
 */
function informalNote(m: MailText, county: CountyKey, rollYear: number, today: CalendarDate): string | null {
  const informal = informalWindow(county, rollYear, today);
  if (!informal.closes || informal.state === 'closed') return null;
  const values = {
    county: COUNTIES[county].name,
    name: informal.name,
    closes: m.date(informal.closes),
    approximate: informal.approximate ? 'yes' : 'no',
  };
  return informal.opens
    ? m.t('watch.window.informalFrom', { ...values, opens: m.date(informal.opens) })
    : m.t('watch.window.informal', values);
}

/** A reminder: the home, the county, the roll year and the exact last day, in text and HTML. */
export function reminderMail(
  home: WatchedHome,
  reminder: DueReminder,
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
): Mail {
  const m = mailText(home.language);
  const county = countyName(home.county);
  const { window } = reminder;
  const closes = m.date(window.closes);
  const year = String(window.rollYear);
  const when = inDays(m, reminder.daysLeft ?? 0);
  const open = reminder.kind === 'window_open';
  const lead = open
    ? m.t('watch.window.leadOpen', { year, county, date: m.date(window.opens) })
    : m.t('watch.window.leadCloses', { year, county, when });
  const informal = informalNote(m, home.county as CountyKey, window.rollYear, reminder.today);
  const lines = [
    ...homeLines(m, home, county, window.rollYear),
    m.t('watch.window.lastDay', { date: closes }),
    ...(informal ? [informal] : []),
  ];
  const place = { year, address: home.address, county, date: closes };
  return watchMail(m, home, settings, links, {
    subject: open
      ? m.t('watch.window.subjectOpen', place)
      : m.t('watch.window.subjectCloses', { ...place, when }),
    lead,
    lines,
    act: { text: m.t('watch.act.appeal'), url: `${settings.publicUrl}${PAGE_PATHS.analysis}` },
  });
}

/** An informal-review reminder (decision 238): the assessor's free review, its name and dates. */
export function informalReminderMail(
  home: WatchedHome,
  reminder: DueInformalReminder,
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
): Mail {
  const m = mailText(home.language);
  const county = countyName(home.county);
  const { informal, rollYear } = reminder;
  const year = String(rollYear);
  const approximate = informal.approximate ? 'yes' : 'no';
  const when = inDays(m, reminder.daysLeft ?? 0);
  const opens = reminder.kind === 'informal_opens';
  const lead =
    opens && informal.opens
      ? m.t('watch.informal.leadOpen', { county, year, date: m.date(informal.opens) })
      : m.t('watch.informal.leadCloses', { county, year, when });
  const lines = [
    ...homeLines(m, home, county, rollYear),
    m.t('watch.informal.review', { name: informal.name }),
    ...(informal.opens ? [m.t('watch.informal.opens', { date: m.date(informal.opens) })] : []),
    ...(informal.closes
      ? [m.t('watch.informal.lastDay', { approximate, date: m.date(informal.closes) })]
      : []),
    m.t('watch.informal.free'),
    m.t(informal.approximate ? 'watch.informal.datesApproximate' : 'watch.informal.dates', { county }),
  ];
  const place = { year, address: home.address, county };
  const closes = informal.closes ? m.date(informal.closes) : '';
  const subject = opens
    ? informal.closes
      ? m.t('watch.informal.subjectOpenUntil', { ...place, approximate, closes })
      : m.t('watch.informal.subjectOpen', place)
    : m.t('watch.informal.subjectCloses', { ...place, when, approximate, closes });
  return watchMail(m, home, settings, links, {
    subject,
    lead,
    lines,
    act: { text: m.t('watch.act.request'), url: `${settings.publicUrl}${PAGE_PATHS.analysis}` },
  });
}

/**
 * A notice's reminder (decision 241): the home, the county, the kind of notice, its mailing date and
 * the exact last day to appeal it (R&T §1605(b)), in text and HTML.
 */
export function noticeReminderMail(
  home: WatchedHome,
  reminder: DueNoticeReminder & { noticeKind: NoticeKind; mailedOn: CalendarDate },
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
): Mail {
  const m = mailText(home.language);
  const county = countyName(home.county);
  const kind = { kind: reminder.noticeKind };
  const label = m.t('watch.notice.labelInSentence', kind);
  const deadline = m.date(reminder.deadline);
  const when = inDays(m, reminder.daysLeft);
  return watchMail(m, home, settings, links, {
    subject: m.t('watch.notice.subject', { label, when, deadline, address: home.address }),
    lead: m.t('watch.notice.lead', { label, address: home.address, when, deadline }),
    lines: [
      m.t('watch.line.home', { address: home.address }),
      m.t('watch.line.county', { county }),
      m.t('watch.notice.line', { label: m.t('watch.notice.label', kind), date: m.date(reminder.mailedOn) }),
      m.t('watch.notice.rollYear'),
      m.t('watch.notice.lastDay', { county, date: deadline }),
      m.t('watch.notice.rule'),
    ],
    act: { text: m.t('watch.act.appeal'), url: `${settings.publicUrl}${PAGE_PATHS.analysis}` },
  });
}

/**
 * A hearing reminder (decision 241): the home, the county, the hearing's day, and what to do before it
 * (the exchange of information 30 days before, R&T §1606; what to bring), in text and HTML.
 */
export function hearingReminderMail(
  home: WatchedHome,
  reminder: DueHearingReminder & { rollYear: number },
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
): Mail {
  const m = mailText(home.language);
  const county = countyName(home.county);
  const date = m.date(reminder.hearing);
  const when = inDays(m, reminder.daysLeft);
  return watchMail(m, home, settings, links, {
    subject: m.t('watch.hearing.subject', { when, date, address: home.address }),
    lead: m.t('watch.hearing.lead', { county, address: home.address, when, date }),
    lines: [
      ...homeLines(m, home, county, reminder.rollYear),
      m.t('watch.hearing.line', { date }),
      m.t('watch.hearing.bring'),
      m.t('watch.hearing.exchange'),
    ],
    act: { text: m.t('watch.hearing.act'), url: `${settings.publicUrl}${PAGE_PATHS.tour}` },
  });
}

/** Why a re-check ran, in words: the county date it follows. */
const RECHECK_WHY: Record<RecheckPoint, MailMessageId> = {
  recheck_lien_date: 'watch.recheck.whyLienDate',
  recheck_sales_in: 'watch.recheck.whySalesIn',
  recheck_window_opens: 'watch.recheck.whyWindowOpens',
};

/** A YYYY-MM-DD date in words ("January 5, 2026"); the text itself when it is not one. */
const longIso = (m: MailText, iso: string) => {
  const date = parseIsoDate(iso);
  return date ? m.date(date) : iso;
};

/** A verdict's heading as the result page words it (contracts' `verdictHeading`, in the mail's language). */
function headingOf(m: MailText, told: ToldResult): string {
  if (told.verdict === 'overpaying') return m.t('watch.recheck.verdictOverpaying');
  if (told.verdict === 'good_shape')
    return m.t('watch.recheck.verdictGoodShape', { year: String(told.rollYear) });
  if (told.verdict === 'too_close') return m.t('watch.recheck.verdictTooClose');
  return m.t('watch.recheck.verdictUnknown');
}

/** A verdict and its saving in words: "You're overpaying (2030): a possible saving of $1,908 a year". */
function toldText(m: MailText, told: ToldResult): string {
  const saving =
    told.saving === null
      ? m.t('watch.recheck.savingUnknown')
      : told.saving > 0
        ? m.t('watch.recheck.saving', { amount: m.money(told.saving) })
        : m.t('watch.recheck.noSaving');
  const heading = headingOf(m, told);
  // "You are in good shape in 2030" names its year already.
  return told.verdict === 'good_shape'
    ? m.t('watch.recheck.toldGoodShape', { heading, saving })
    : m.t('watch.recheck.told', { heading, year: String(told.rollYear), saving });
}

/** The figures of a re-check and where each comes from, for the mail. */
export interface RecheckFigures {
  assessedValue: number | null;
  /** Where the assessed value comes from (the analysis' own note, in English), or null. */
  assessedNote: string | null;
  /** The same note in parts (decision 272), worded in the mail's language; absent for older results. */
  assessedNoteParts?: ValueNotePart[] | null;
  marketValue: number | null;
  range: { low: number; high: number } | null;
  comparables: number;
  /** The first and last sale dates of the comparables (YYYY-MM-DD), or null. */
  soldFrom: string | null;
  soldTo: string | null;
  ratePercent: number | null;
  /** Where the annual tax comes from (the analysis' own note, in English), or null. */
  taxNote: string | null;
  /** The same note in parts, worded in the mail's language; absent for older results. */
  taxNoteParts?: ValueNotePart[] | null;
}

/**
 * A re-check's news (decision 238): the home, the county, the roll year, what the owner was told and
 * what the analysis says now, and where the new figures come from. The analysis' notes on where the
 * assessed value and the tax come from are worded from their parts in the mail's language (decision
 * 274); a result stored without parts is quoted in its English.
 */
export function recheckMail(
  home: WatchedHome,
  change: { due: DueRecheck; before: ToldResult; after: ToldResult; figures: RecheckFigures },
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
): Mail {
  const m = mailText(home.language);
  const county = countyName(home.county);
  const { due, before, after, figures } = change;
  const year = String(due.rollYear);
  const lead = m.t('watch.recheck.lead', {
    date: m.date(due.day),
    why: m.t(RECHECK_WHY[due.point], { year }),
  });
  const money = (n: number | null) => (n === null ? m.t('watch.recheck.notKnown') : m.money(n));
  const sales =
    figures.comparables > 0
      ? figures.soldFrom && figures.soldTo
        ? m.t('watch.recheck.salesSold', {
            count: String(figures.comparables),
            from: longIso(m, figures.soldFrom),
            to: longIso(m, figures.soldTo),
            year,
          })
        : m.t('watch.recheck.sales', { count: String(figures.comparables), year })
      : m.t('watch.recheck.noSales');
  const amount = money(figures.marketValue);
  const assessedNote = valueNoteIn(m, figures.assessedNoteParts, figures.assessedNote);
  const taxNote = valueNoteIn(m, figures.taxNoteParts, figures.taxNote);
  const lines = [
    ...homeLines(m, home, county, due.rollYear),
    m.t('watch.recheck.before', { told: toldText(m, before) }),
    m.t('watch.recheck.now', { told: toldText(m, after) }),
    assessedNote
      ? m.t('watch.recheck.assessedNote', {
          amount: money(figures.assessedValue),
          note: assessedNote,
        })
      : m.t('watch.recheck.assessed', { amount: money(figures.assessedValue) }),
    figures.range
      ? m.t('watch.recheck.marketRange', {
          amount,
          low: money(figures.range.low),
          high: money(figures.range.high),
          sales,
        })
      : m.t('watch.recheck.market', { amount, sales }),
    figures.ratePercent === null
      ? m.t('watch.recheck.savingNoTax')
      : taxNote
        ? m.t('watch.recheck.savingRuleNote', {
            rate: m.decimal2(figures.ratePercent),
            note: taxNote,
          })
        : m.t('watch.recheck.savingRule', { rate: m.decimal2(figures.ratePercent) }),
  ];
  const place = { year, address: home.address, county, heading: headingOf(m, after) };
  return watchMail(m, home, settings, links, {
    subject:
      after.saving !== null && after.saving > 0
        ? m.t('watch.recheck.subjectSaving', { ...place, amount: m.money(after.saving) })
        : m.t('watch.recheck.subject', place),
    lead,
    lines,
    act: { text: m.t('watch.recheck.act'), url: `${settings.publicUrl}${PAGE_PATHS.home}` },
  });
}
