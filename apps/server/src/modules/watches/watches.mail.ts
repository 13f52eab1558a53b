import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { type CalendarDate, parseIsoDate } from '@homie/contracts/appeals-dates';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import { PAGE_PATHS } from '@homie/contracts/routes';
import { API_PATHS } from '@homie/contracts/routes';
import { formatDollars } from '@homie/contracts/valuation';
import { VERDICT_TEXT, type VerdictState, verdictHeading } from '@homie/contracts/verdict';
import {
  type DueHearingReminder,
  type DueInformalReminder,
  type DueNoticeReminder,
  type DueRecheck,
  type DueReminder,
  inDaysText,
  informalNote,
  informalReminderSubject,
  NOTICE_LABELS,
  type NoticeKind,
  type RecheckPoint,
  reminderSubject,
  type ToldResult,
} from '@homie/contracts/watches';
import type { Mail } from '#lib/mailer.ts';

/** What a watch mail names (decision 228): the home, its county, and who the mail goes to. */
export interface WatchedHome {
  id: string;
  email: string;
  address: string;
  county: string;
  userId: string | null;
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
function footer(settings: WatchMailSettings, unsubscribePage: string | null) {
  const why = 'You get this e-mail because this address asked Homie to watch this home.';
  const stop = unsubscribePage
    ? `Stop every reminder and remove every watched home: ${unsubscribePage}${
        settings.unsubscribeMailto
          ? ` (or write to ${settings.unsubscribeMailto} with the subject "unsubscribe")`
          : ''
      }`
    : null;
  const text = ['--', why, stop, `Homie Realty, Inc. · ${settings.postalAddress}`].filter(Boolean).join('\n');
  const html = `<hr><p style="color:#555;font-size:12px">${escapeHtml(why)}${
    unsubscribePage
      ? ` <a href="${escapeHtml(unsubscribePage)}">Unsubscribe: stop every reminder and remove every watched home</a>.`
      : ''
  }<br>Homie Realty, Inc. · ${escapeHtml(settings.postalAddress)}</p>`;
  return { text, html };
}

/** The double opt-in mail: the only mail an unconfirmed address receives. */
export function confirmationMail(home: WatchedHome, token: string, settings: WatchMailSettings): Mail {
  const link = `${settings.publicUrl}${PAGE_PATHS.confirmWatch}?token=${encodeURIComponent(token)}`;
  const county = countyName(home.county);
  const intro = `Someone, hopefully you, asked Homie to remind this address of the property-tax appeal dates of ${home.address} (${county} County).`;
  const act = 'Confirm your address to start the reminders (the link works for 7 days):';
  const ignore =
    'If it was not you, ignore this e-mail: nothing more will be sent and the request is deleted.';
  const end = footer(settings, null);
  return {
    to: home.email,
    subject: `Confirm your reminders for ${home.address}`,
    text: [intro, '', act, link, '', ignore, '', end.text].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(act)}<br><a href="${escapeHtml(link)}">Confirm my address</a></p><p>${escapeHtml(ignore)}</p>${end.html}`,
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
  home: WatchedHome,
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
  parts: { subject: string; lead: string; lines: string[]; act: { text: string; url: string } },
): Mail {
  const end = footer(settings, links.page);
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

/** A reminder: the home, the county, the roll year and the exact last day, in text and HTML. */
export function reminderMail(
  home: WatchedHome,
  reminder: DueReminder,
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
): Mail {
  const county = countyName(home.county);
  const { window } = reminder;
  const closes = longCalendarDate(window.closes);
  const lead =
    reminder.kind === 'window_open'
      ? `The ${window.rollYear} regular appeal window of ${county} County opened on ${longCalendarDate(window.opens)}.`
      : `The ${window.rollYear} regular appeal window of ${county} County closes ${inDaysText(
          reminder.daysLeft ?? 0,
        )}.`;
  const informal = informalNote(home.county as CountyKey, window.rollYear, reminder.today);
  const lines = [
    `Home: ${home.address}`,
    `County: ${county} County`,
    `Roll year: ${window.rollYear} (the value on January 1, ${window.rollYear})`,
    `Last day to file with the Assessment Appeals Board: ${closes}`,
    ...(informal ? [informal] : []),
  ];
  return watchMail(home, settings, links, {
    subject: reminderSubject(reminder, { address: home.address, countyName: county }),
    lead,
    lines,
    act: {
      text: 'See where the home stands and prepare the appeal',
      url: `${settings.publicUrl}${PAGE_PATHS.analysis}`,
    },
  });
}

/** An informal-review reminder (decision 238): the assessor's free review, its name and dates. */
export function informalReminderMail(
  home: WatchedHome,
  reminder: DueInformalReminder,
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
): Mail {
  const county = countyName(home.county);
  const { informal, rollYear } = reminder;
  const about = informal.approximate ? 'about ' : '';
  const lead =
    reminder.kind === 'informal_opens' && informal.opens
      ? `The ${county} County Assessor's free informal review for ${rollYear} opened on ${longCalendarDate(informal.opens)}.`
      : `The ${county} County Assessor's free informal review for ${rollYear} ends ${inDaysText(
          reminder.daysLeft ?? 0,
        )}.`;
  const lines = [
    `Home: ${home.address}`,
    `County: ${county} County`,
    `Roll year: ${rollYear} (the value on January 1, ${rollYear})`,
    `The review: ${informal.name}`,
    ...(informal.opens ? [`Opens: ${longCalendarDate(informal.opens)}`] : []),
    ...(informal.closes ? [`Last day: ${about}${longCalendarDate(informal.closes)}`] : []),
    'The assessor looks at the value again for free; it does not extend the deadline to file an appeal with the Assessment Appeals Board.',
    `Dates: the ${county} County Assessor's published review period${informal.approximate ? ' (the county gives it as approximate: check with the assessor)' : ''}.`,
  ];
  return watchMail(home, settings, links, {
    subject: informalReminderSubject(reminder, { address: home.address, countyName: county }),
    lead,
    lines,
    act: {
      text: 'See where the home stands and prepare the request',
      url: `${settings.publicUrl}${PAGE_PATHS.analysis}`,
    },
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
  const county = countyName(home.county);
  const label = NOTICE_LABELS[reminder.noticeKind];
  const deadline = longCalendarDate(reminder.deadline);
  const when = inDaysText(reminder.daysLeft);
  return watchMail(home, settings, links, {
    subject: `The appeal period of your ${label.toLowerCase()} ends ${when}: ${deadline}, ${home.address}`,
    lead: `The 60 days to appeal the ${label.toLowerCase()} you received for ${home.address} end ${when}, on ${deadline}.`,
    lines: [
      `Home: ${home.address}`,
      `County: ${county} County`,
      `Notice: ${label}, mailed ${longCalendarDate(reminder.mailedOn)}`,
      'Roll year and value date: the ones printed on the notice (a supplemental assessment is valued at the date of the purchase or new construction, R&T §75.8)',
      `Last day to file with the ${county} County Assessment Appeals Board: ${deadline}`,
      `Rule: 60 days from the notice's mailing date (R&T §1605(b)); a last day on a weekend moves to the Monday. If the board's office is closed that day, ask its clerk.`,
    ],
    act: {
      text: 'See where the home stands and prepare the appeal',
      url: `${settings.publicUrl}${PAGE_PATHS.analysis}`,
    },
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
  const county = countyName(home.county);
  const day = longCalendarDate(reminder.hearing);
  const when = inDaysText(reminder.daysLeft);
  return watchMail(home, settings, links, {
    subject: `Your appeal hearing is ${when}: ${day}, ${home.address}`,
    lead: `The ${county} County Assessment Appeals Board hears your appeal for ${home.address} ${when}, on ${day}.`,
    lines: [
      `Home: ${home.address}`,
      `County: ${county} County`,
      `Roll year: ${reminder.rollYear} (the value on January 1, ${reminder.rollYear})`,
      `Hearing: ${day} (the date you recorded from the board's notice of hearing; the notice gives the time and room)`,
      'Bring: the appeal report and its evidence (the board asks for copies: check its notice for how many), and your notes on the home.',
      'An exchange of information with the assessor had to be started 30 days before the hearing (R&T §1606); without one, the evidence you bring is still heard.',
    ],
    act: { text: 'See your appeal and its report', url: `${settings.publicUrl}${PAGE_PATHS.tour}` },
  });
}

/** Why a re-check ran, in words: the county date it follows. */
const RECHECK_WHY: Record<RecheckPoint, (rollYear: number) => string> = {
  recheck_lien_date: (y) => `the lien date, January 1, when the value of the ${y} roll year is set`,
  recheck_sales_in: (y) =>
    `the sales up to March 31, ${y}, the last a board weighs for the ${y} value (R&T §402.5), are now recorded`,
  recheck_window_opens: (y) => `the ${y} regular appeal window opens on July 2`,
};

/** A YYYY-MM-DD date in words ("January 5, 2026"); the text itself when it is not one. */
const longIso = (iso: string) => {
  const date = parseIsoDate(iso);
  return date ? longCalendarDate(date) : iso;
};

/** A verdict's heading as the result page words it. */
const headingOf = (told: ToldResult) =>
  told.verdict === 'unknown'
    ? VERDICT_TEXT.unknown
    : verdictHeading(told.verdict as VerdictState, told.rollYear);

/** A verdict and its saving in words: "You're overpaying (2030): a possible saving of $1,908 a year". */
function toldText(told: ToldResult): string {
  const saving =
    told.saving === null
      ? 'the yearly saving could not be computed'
      : told.saving > 0
        ? `a possible saving of ${formatDollars(told.saving)} a year`
        : 'no saving';
  // "You are in good shape in 2030" names its year already.
  const year = told.verdict === 'good_shape' ? '' : ` (${told.rollYear})`;
  return `${headingOf(told)}${year}: ${saving}`;
}

/** The figures of a re-check and where each comes from, for the mail. */
export interface RecheckFigures {
  assessedValue: number | null;
  /** Where the assessed value comes from (the analysis' own note), or null. */
  assessedNote: string | null;
  marketValue: number | null;
  range: { low: number; high: number } | null;
  comparables: number;
  /** The first and last sale dates of the comparables (YYYY-MM-DD), or null. */
  soldFrom: string | null;
  soldTo: string | null;
  ratePercent: number | null;
  /** Where the annual tax comes from (the analysis' own note), or null. */
  taxNote: string | null;
}

/**
 * A re-check's news (decision 238): the home, the county, the roll year, what the owner was told and
 * what the analysis says now, and where the new figures come from.
 */
export function recheckMail(
  home: WatchedHome,
  change: { due: DueRecheck; before: ToldResult; after: ToldResult; figures: RecheckFigures },
  settings: WatchMailSettings,
  links: UnsubscribeLinks,
): Mail {
  const county = countyName(home.county);
  const { due, before, after, figures } = change;
  const y = due.rollYear;
  const lead = `Homie ran the analysis of this home again on ${longCalendarDate(due.day)} (${RECHECK_WHY[due.point](y)}), and the answer changed.`;
  const money = (n: number | null) => (n === null ? 'not known' : formatDollars(n));
  const sales =
    figures.comparables > 0
      ? `${figures.comparables} comparable sales${
          figures.soldFrom && figures.soldTo
            ? ` sold ${longIso(figures.soldFrom)} to ${longIso(figures.soldTo)}`
            : ''
        }, time-adjusted to January 1, ${y}`
      : 'no comparable sales found yet';
  const lines = [
    `Home: ${home.address}`,
    `County: ${county} County`,
    `Roll year: ${y} (the value on January 1, ${y})`,
    `Before: ${toldText(before)}`,
    `Now: ${toldText(after)}`,
    `Assessed value: ${money(figures.assessedValue)}.${figures.assessedNote ? ` ${figures.assessedNote}` : ''}`,
    `Market value estimate: ${money(figures.marketValue)}${
      figures.range ? ` (range ${money(figures.range.low)} to ${money(figures.range.high)})` : ''
    }, from ${sales}`,
    `Saving: ${
      figures.ratePercent === null
        ? 'not computed without the tax from your bill'
        : `the effective tax rate, ${figures.ratePercent.toFixed(2)}% (the annual tax over the total assessment${
            figures.taxNote ? `; ${figures.taxNote}` : ''
          }), times the assessed value less the market value estimate`
    }`,
  ];
  return watchMail(home, settings, links, {
    subject: `New ${y} figures for ${home.address} (${county} County): ${headingOf(after)}${
      after.saving !== null && after.saving > 0 ? `, about ${formatDollars(after.saving)} a year` : ''
    }`,
    lead,
    lines,
    act: {
      text: 'Analyse the home again on Homie to see the comparable sales',
      url: `${settings.publicUrl}${PAGE_PATHS.home}`,
    },
  });
}
