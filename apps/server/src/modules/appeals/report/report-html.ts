import { type AppealReport, ownerSuppliedLabel } from '@homie/contracts/appeals-report';
import { HEARING_KIT_HEADINGS } from '@homie/contracts/hearing-kit';
import type { Locale } from '@homie/contracts/locales';
import { type MailText, mailText } from '#lib/i18n/mail-text.ts';
import { baseYearWords, type HearingKitWords, hearingKitWords } from './hearing-kit-words.ts';
import { reportNotesIn } from './report-note-words.ts';
import { feeIn, feeText, MISSING_AMOUNT, usdOr } from './report-letter.ts';

/**
 * The report as one self-contained, printable HTML page ("View your letter"): the letter, the
 * comparable sales, the filing facts and the next steps. Every value is escaped. In another language
 * (issue 55, decision 274) the owner's parts (the heading, the notes, where and when to file, the next
 * steps, the base-year box and the hearing kit's guidance) are in it; the letter, the comparables,
 * the grid and the exchange letter the board and the assessor read stay English, marked `lang="en"`.
 */

const STYLE = `body{font-family:Georgia,'Times New Roman',serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#111;line-height:1.5}
h1,h2{font-family:Helvetica,Arial,sans-serif}h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem;border-bottom:1px solid #999}
.letter{border:1px solid #ccc;padding:1.5rem 2rem;background:#fff}table{border-collapse:collapse;width:100%;font-size:.85rem;font-family:Helvetica,Arial,sans-serif}
th,td{border:1px solid #bbb;padding:.3rem .4rem;text-align:left;vertical-align:top}td.n{text-align:right;white-space:nowrap}
.note{background:#fff7d6;border:1px solid #e0c75a;padding:.5rem .75rem;margin:.5rem 0}.unverified{color:#8a4b00;font-weight:bold}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:bold}
@media print{body{margin:0}.letter{border:none;padding:0}h2{break-after:avoid}}
`;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const num = (value: number | null, digits = 0) =>
  value === null ? '' : value.toLocaleString('en-US', { maximumFractionDigits: digits });

/** The letter's paragraphs as HTML, keeping the line breaks of address blocks. */
export function letterHtml(letter: string): string {
  return letter
    .split(/\n\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function comparablesTable(report: AppealReport): string {
  if (report.comparables.length === 0) return '<p>No comparable sales were found for this property.</p>';
  const rows = report.comparables
    .map(
      (c, i) =>
        `<tr><td>${i + 1}</td><td>${escapeHtml(c.address)}</td><td>${escapeHtml(c.sale_date)}</td><td class="n">${usdOr(c.sale_price, MISSING_AMOUNT.salePrice)}</td><td class="n">${usdOr(c.adjusted_price, MISSING_AMOUNT.adjusted)}</td><td class="n">${num(c.sqft)}</td><td class="n">${[num(c.beds), num(c.baths, 1)].filter(Boolean).join(' / ')}</td><td class="n">${c.year_built ?? ''}</td><td class="n">${c.distance_miles === null ? '' : `${c.distance_miles.toFixed(2)} mi`}</td></tr>`,
    )
    .join('\n');
  const attribution = report.data_attribution
    ? `<p class="attribution">${escapeHtml(report.data_attribution)}</p>`
    : '';
  return `${attribution}<table><thead><tr><th>#</th><th>Address</th><th>Sale date</th><th>Sale price</th><th>Adjusted to lien date and subject</th><th>Sq ft</th><th>Beds / baths</th><th>Built</th><th>Distance</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const signed = (n: number) =>
  Math.round(n) === 0 ? '0' : `${n > 0 ? '+' : '-'}${Math.abs(Math.round(n)).toLocaleString('en-US')}`;
const pct = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;

/** The adjustment grid the opinion rests on (decision 245), as the PDFs print it; '' without one. */
function gridSection(report: AppealReport): string {
  const grid = report.adjustment_grid;
  if (!grid) return '';
  const parcelWord = report.county === 'la' ? 'AIN' : 'APN';
  const rows = grid.sales
    .map((s, i) => {
      const a = s.adjustments;
      const time = s.sale_price > 0 ? ((s.time_adjusted_price - s.sale_price) / s.sale_price) * 100 : 0;
      const marked = s.own_sale
        ? " (this home's own sale)"
        : s.owner_source !== undefined
          ? ` (${ownerSuppliedLabel(s.owner_source)})`
          : '';
      const address = escapeHtml(`${s.address}${marked}`);
      const cells = [
        `${usdOr(s.sale_price, MISSING_AMOUNT.salePrice)}`,
        `${usdOr(s.time_adjusted_price, MISSING_AMOUNT.adjusted)} (${pct(time)})`,
        ...[a.living_area, a.age, a.beds, a.baths, a.lot, a.location ?? 0].map(signed),
        `${pct(s.net_adjustment_pct)} / ${s.gross_adjustment_pct.toFixed(1)}%`,
        usdOr(s.adjusted_price, MISSING_AMOUNT.adjusted),
        `${(s.weight * 100).toFixed(2)}%`,
      ];
      // The sold home's parcel where the records give it (decision 251).
      const parcel = s.apn ? `<br>${parcelWord} ${escapeHtml(s.apn)}` : '';
      return `<tr><td>${i + 1}</td><td>${address}${parcel}<br>${escapeHtml(s.sale_date)}</td>${cells.map((c) => `<td class="n">${c}</td>`).join('')}</tr>`;
    })
    .join('\n');
  const head = [
    '#',
    'Sale',
    'Sale price',
    'Time-adjusted',
    'Size $',
    'Age $',
    'Beds $',
    'Baths $',
    'Lot $',
    'Location $',
    'Net / gross',
    'Adjusted',
    'Weight',
  ];
  return `<h2>Adjustment grid: every sale moved to the ${escapeHtml(grid.lien_date)} lien date and adjusted to this home</h2>
<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>
<p><strong>Reconciled value: ${usdOr(grid.reconciled_value, MISSING_AMOUNT.opinion)}</strong> (adjusted prices ${usdOr(grid.low, '')} to ${usdOr(grid.high, '')})</p>
${grid.basis.map((b) => `<p>${escapeHtml(b)}</p>`).join('\n')}`;
}

/** The base-year appeal still open for the roll year (decision 248); '' without one. */
export function baseYearHtml(report: AppealReport, m: MailText = mailText('en')): string {
  const appeal = report.base_year_appeal;
  if (!appeal) return '';
  const words = m.locale === 'en' ? null : baseYearWords(m, appeal);
  if (words === null)
    return `<h2>Base-year appeal still open (R&amp;T §80(a)(3))</h2>\n<p>${escapeHtml(appeal.text)}</p>`;
  return `<h2>${escapeHtml(m.t('report.kit.heading.baseYear'))}</h2>\n<p>${escapeHtml(words)}</p>`;
}

const list = (items: readonly string[], tag: 'ul' | 'ol' = 'ul') =>
  `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;

/** The hearing kit (issue 51 item 6, decision 248) under the report, headed as the PDF heads it; '' without one. */
export function hearingKitHtml(report: AppealReport, m: MailText = mailText('en')): string {
  const kit = report.hearing_kit;
  if (!kit) return '';
  if (m.locale !== 'en' && kit.parts) return translatedKitHtml(kit, hearingKitWords(m, kit.parts), m);
  const h = HEARING_KIT_HEADINGS;
  return `<section class="kit" aria-labelledby="hearing-kit">
<h2 id="hearing-kit">${h.kit}</h2>
<p>What to do between filing your application and the board's decision. The numbers are your report's. Nothing here promises a result: the board decides on the evidence, and it can also raise a value.</p>
<h3>${escapeHtml(h.exchange)}</h3>
${kit.exchange.what.map((s) => `<p>${escapeHtml(s)}</p>`).join('\n')}
<h4>What to send</h4>${list(kit.exchange.send)}
<h4>When</h4>${list(kit.exchange.when)}
<h3>${escapeHtml(h.letter)}</h3>
<p>Fill in the blanks (the date, your application number and hearing date from the clerk's notice, the assessor's address), sign, and mail it to the assessor with a copy to the clerk of the board, with your adjustment grid enclosed.</p>
<div class="letter">${letterHtml(kit.exchange.letter)}</div>
<h3>${escapeHtml(h.copies)}</h3>
<p>${escapeHtml(kit.copies.text)}</p>
<h3>${escapeHtml(h.outline)}</h3>
${list(kit.outline, 'ol')}
<h3>${escapeHtml(h.rebuttals)}</h3>
<dl>${kit.rebuttals.map((r) => `<dt>"${escapeHtml(r.objection)}"</dt><dd>${escapeHtml(r.answer)}</dd>`).join('\n')}</dl>
<h3>${escapeHtml(h.stipulation)}</h3>
<p><strong>Stipulation.</strong> ${escapeHtml(kit.stipulation)}</p>
<p><strong>Withdrawal.</strong> ${escapeHtml(kit.withdrawal)}</p>
</section>`;
}

/** The kit's guidance in the owner's language, each point and answer with its English as said to the board. */
function translatedKitHtml(
  kit: NonNullable<AppealReport['hearing_kit']>,
  said: HearingKitWords,
  m: MailText,
): string {
  const t = (id: Parameters<MailText['t']>[0]) => escapeHtml(m.t(id));
  const inEnglish = (text: string) =>
    `<br><small>${t('report.kit.saidInEnglish')} <span lang="en">${escapeHtml(text)}</span></small>`;
  const outline = said.outline
    .map((point, index) => {
      const english = kit.outline[index];
      return `<li>${escapeHtml(point)}${english ? inEnglish(english) : ''}</li>`;
    })
    .join('');
  const rebuttals = said.rebuttals
    .map(({ objection, answer }, index) => {
      const english = kit.rebuttals[index];
      return `<dt>"${escapeHtml(objection)}"</dt><dd>${escapeHtml(answer)}${english ? inEnglish(`"${english.objection}" ${english.answer}`) : ''}</dd>`;
    })
    .join('\n');
  return `<section class="kit" aria-labelledby="hearing-kit">
<h2 id="hearing-kit">${t('report.kit.heading.kit')}</h2>
<p>${t('report.kit.intro')}</p>
<h3>${t('report.kit.heading.exchange')}</h3>
${said.exchange.what.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join('\n')}
<h4>${t('report.kit.label.send')}</h4>${list(said.exchange.send)}
<h4>${t('report.kit.label.when')}</h4>${list(said.exchange.when)}
<h3>${t('report.kit.heading.letter')}</h3>
<p>${t('report.kit.letterNote')}</p>
<div class="letter" lang="en">${letterHtml(kit.exchange.letter)}</div>
<h3>${t('report.kit.heading.copies')}</h3>
<p>${escapeHtml(said.copies.text)}</p>
<h3>${t('report.kit.heading.outline')}</h3>
<ol>${outline}</ol>
<h3>${t('report.kit.heading.rebuttals')}</h3>
<dl>${rebuttals}</dl>
<h3>${t('report.kit.heading.stipulation')}</h3>
<p><strong>${t('report.kit.label.stipulation')}.</strong> ${escapeHtml(said.stipulation)}</p>
<p><strong>${t('report.kit.label.withdrawal')}.</strong> ${escapeHtml(said.withdrawal)}</p>
</section>`;
}

/** The address and parcel number, as filed (English in every language). */
const parcelLine = (report: AppealReport) =>
  `${escapeHtml(report.property_address)}${report.apn ? ` &middot; ${report.county === 'la' ? 'AIN' : 'APN'} ${escapeHtml(report.apn)}` : ''}`;

/** What is filed with the board: the letter, the opinion and the sales, in English in every language. */
function filedHtml(report: AppealReport): string {
  return `<h2>Appeal letter</h2>
<div class="letter">${letterHtml(report.letter)}</div>
<h2>Opinion of value</h2>
<dl><dt>Value on the roll</dt><dd>${usdOr(report.assessed_value, MISSING_AMOUNT.assessed)}</dd>
<dt>Opinion of value</dt><dd>${usdOr(report.opinion_value, MISSING_AMOUNT.opinion)}</dd>
<dt>Basis</dt><dd>${escapeHtml(report.opinion_basis)}</dd></dl>
<h2>Comparable sales</h2>
${comparablesTable(report)}
${gridSection(report)}`;
}

export function renderReportHtml(report: AppealReport, locale?: Locale): string {
  const m = mailText(locale);
  if (m.locale !== 'en') return translatedReportHtml(report, m);
  const { filing } = report;
  const fee = feeText(filing);
  const board = [filing.board.name, ...filing.board.address_lines].map(escapeHtml).join('<br>');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Appeal letter - ${escapeHtml(report.property_address)}</title>
<style>
${STYLE}</style></head><body>
<h1>Appeal report - ${escapeHtml(report.county_name)} County</h1>
<p>${parcelLine(report)}</p>
${report.notes.map((n) => `<p class="note">${escapeHtml(n)}</p>`).join('\n')}
${filedHtml(report)}
<h2>Where and when to file</h2>
<dl><dt>Lien date</dt><dd>${escapeHtml(filing.lien_date)}</dd>
<dt>Filing period</dt><dd>${escapeHtml(filing.window_opens)} to ${escapeHtml(filing.window_closes)}</dd>
<dt>Fee</dt><dd>${escapeHtml(fee)}</dd>
<dt>File with</dt><dd>${board}${filing.board.verified ? '' : '<br><span class="unverified">Address not verified yet: confirm it with the clerk.</span>'}</dd>
<dt>Free informal review</dt><dd>${escapeHtml(filing.informal_review)}</dd></dl>
<h2>Next steps</h2>
<ol>${report.next_steps.map((s) => `<li><strong>${escapeHtml(s.title)}.</strong> ${escapeHtml(s.detail)}</li>`).join('\n')}</ol>
${baseYearHtml(report)}
${hearingKitHtml(report)}
</body></html>`;
}

/** A MM/DD/YYYY date of the report as the owner's language writes it. */
function dayIn(m: MailText, us: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us);
  return match ? m.date({ year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) }) : us;
}

/** The page in the owner's language: their parts translated, what the board reads English, marked. */
function translatedReportHtml(report: AppealReport, m: MailText): string {
  const { filing } = report;
  const t = (id: Parameters<MailText['t']>[0], values?: Parameters<MailText['t']>[1]) =>
    escapeHtml(m.t(id, values));
  const board = [filing.board.name, ...filing.board.address_lines].join(', ');
  return `<!doctype html>
<html lang="${m.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('report.html.title', { address: report.property_address })}</title>
<style>
${STYLE}</style></head><body>
<h1>${t('report.html.heading', { county: report.county_name })}</h1>
<p><span lang="en">${parcelLine(report)}</span></p>
${reportNotesIn(report, m)
  .map((n) => `<p class="note">${escapeHtml(n)}</p>`)
  .join('\n')}
<p>${t('letter.englishNote')}</p>
<div lang="en">
${filedHtml(report)}
</div>
<h2>${t('report.section.filing')}</h2>
<dl><dt>${t('report.filing.lienDate')}</dt><dd>${escapeHtml(dayIn(m, filing.lien_date))}</dd>
<dt>${t('report.filing.period')}</dt><dd>${t('report.filing.periodValue', { opens: dayIn(m, filing.window_opens), closes: dayIn(m, filing.window_closes) })}</dd>
<dt>${t('report.filing.fee')}</dt><dd>${escapeHtml(feeIn(filing, m))}</dd>
<dt>${t('report.filing.fileWith')}</dt><dd>${filing.board.verified ? `<span lang="en">${escapeHtml(board)}</span>` : `<span class="unverified">${t('report.filing.unverified', { board })}</span>`}</dd>
<dt>${t('report.filing.informal')}</dt><dd lang="en">${escapeHtml(filing.informal_review)}</dd></dl>
<h2>${t('report.section.nextSteps')}</h2>
<ol>${report.next_steps.map((s) => `<li><strong>${escapeHtml(s.title)}.</strong> ${escapeHtml(s.detail)}</li>`).join('\n')}</ol>
${baseYearHtml(report, m)}
${hearingKitHtml(report, m)}
</body></html>`;
}
