import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import { PAGE_PATHS } from '@homie/contracts/routes';
import { API_PATHS } from '@homie/contracts/routes';
import { type DueReminder, reminderSubject } from '@homie/contracts/watches';
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
    ? `Stop every reminder and remove every watched home: ${unsubscribePage}`
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

/** The links that stop every reminder of an address (RFC 8058): the one-click POST and the page. */
export function unsubscribeLinks(settings: WatchMailSettings, watchId: string, signature: string) {
  const query = `?w=${encodeURIComponent(watchId)}&t=${encodeURIComponent(signature)}`;
  return {
    oneClick: `${settings.publicUrl}${API_PATHS.watches.unsubscribe}${query}`,
    page: `${settings.publicUrl}${PAGE_PATHS.unsubscribe}${query}`,
  };
}

/** A reminder: the home, the county, the roll year and the exact last day, in text and HTML. */
export function reminderMail(
  home: WatchedHome,
  reminder: DueReminder,
  settings: WatchMailSettings,
  links: { oneClick: string; page: string },
): Mail {
  const county = countyName(home.county);
  const { window } = reminder;
  const closes = longCalendarDate(window.closes);
  const lead =
    reminder.kind === 'window_open'
      ? `The ${window.rollYear} regular appeal window of ${county} County opened on ${longCalendarDate(window.opens)}.`
      : `The ${window.rollYear} regular appeal window of ${county} County closes ${
          reminder.daysLeft === 0
            ? 'today'
            : reminder.daysLeft === 1
              ? 'tomorrow'
              : `in ${reminder.daysLeft} days`
        }.`;
  const lines = [
    `Home: ${home.address}`,
    `County: ${county} County`,
    `Roll year: ${window.rollYear} (the value on January 1, ${window.rollYear})`,
    `Last day to file with the Assessment Appeals Board: ${closes}`,
  ];
  const act = `See where the home stands and prepare the appeal: ${settings.publicUrl}${PAGE_PATHS.analysis}`;
  const end = footer(settings, links.page);
  return {
    to: home.email,
    subject: reminderSubject(reminder, { address: home.address, countyName: county }),
    text: [lead, '', ...lines, '', act, '', end.text].join('\n'),
    html: `<p>${escapeHtml(lead)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p><a href="${escapeHtml(`${settings.publicUrl}${PAGE_PATHS.analysis}`)}">See where the home stands and prepare the appeal</a></p>${end.html}`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    userId: home.userId,
  };
}
