import { tourEn } from './tour/en.ts';

/**
 * The e-mails' texts in English, the source (decision 263): exactly what the mails said before they
 * were translated. ICU MessageFormat; arguments are plain strings or numbers (years as strings).
 * The California rules printed keep their sources beside them in the text (R&T §§75.8, 402.5, 1605(b),
 * 1606), as the mails printed them before (decisions 228, 238, 241).
 */
export const en = {
  // The camera tour's reply (decision 270), in its own file
  ...tourEn,

  // Password reset (auth, decision 207)
  'reset.subject': 'Reset your Homie password',
  'reset.greeting': 'Hi {firstName},',
  'reset.asked':
    'Someone (we hope you) asked to reset the password of your Homie account. Open this link to choose a new one:',
  'reset.rule':
    'The link works once, within {minutes} minutes. Setting a new password signs you out everywhere.',
  'reset.ignore': 'If you did not ask for this, ignore this email: your password stays as it is.',

  // The receipt of a paid order (payments, decision 211)
  // Stripe Checkout's product line (payments, decision 263 amended)
  'checkout.productName': 'Homie {plan} plan',
  'checkout.productDescription': 'One-time California property-tax appeal package',
  'receipt.subject': 'Your Homie receipt: {plan} plan',
  'receipt.thanks': 'Thank you for your order.',
  'receipt.plan': 'Plan: {plan}',
  'receipt.paid': 'Paid: {amount}',
  'receipt.paidOn': 'Paid: {amount} on {date}',
  'receipt.order': 'Order: {id}',
  'receipt.account':
    'Your appeal form, your letter and your documents are in your account. Sign in and open:',
  'receipt.guest':
    'Your appeal form, your letter and your documents: this link opens your order in any browser. Keep this e-mail, and do not share the link: whoever holds it can open your order. Using it signs out the browser you paid in.',

  // The owner's copy of the appeal letter (appeals; the letter itself stays English)
  'letter.subject': 'Your {county} County property tax appeal letter',
  'letter.intro':
    'Here is your appeal letter for {address}. The full report, with your comparable sales, filing window and next steps, is attached as a PDF.',
  /** Said in every other language only: why the letter below is in English. */
  'letter.englishNote': 'The letter is in English, the language the board reads.',
  'letter.confirm.subject': 'Confirm where to send your Homie appeal letter',
  'letter.confirm.asked':
    'Someone who bought a Homie property tax appeal package asked us to e-mail their appeal letter to this address.',
  'letter.confirm.link': 'If that was you, open this link and confirm: {link}',
  'letter.confirm.rule':
    'The link works once, within 24 hours. If you did not ask for this, ignore this e-mail: nothing more will be sent.',

  // Every watch mail's footer (watches, decision 228)
  'watch.footer.why': 'You get this e-mail because this address asked Homie to watch this home.',
  'watch.footer.stop': 'Stop every reminder and remove every watched home: {page}',
  'watch.footer.stopMailto':
    'Stop every reminder and remove every watched home: {page} (or write to {mailto} with the subject "unsubscribe")',
  'watch.footer.unsubscribe': 'Unsubscribe: stop every reminder and remove every watched home',

  // The double opt-in
  'watch.confirm.subject': 'Confirm your reminders for {address}',
  'watch.confirm.intro':
    'Someone, hopefully you, asked Homie to remind this address of the property-tax appeal dates of {address} ({county} County).',
  'watch.confirm.act': 'Confirm your address to start the reminders (the link works for 7 days):',
  'watch.confirm.ignore':
    'If it was not you, ignore this e-mail: nothing more will be sent and the request is deleted.',
  'watch.confirm.button': 'Confirm my address',

  // The lines every reminder lists
  'watch.when': '{days, plural, =0 {today} =1 {tomorrow} other {in {days} days}}',
  'watch.line.home': 'Home: {address}',
  'watch.line.county': 'County: {county} County',
  'watch.line.rollYear': 'Roll year: {year} (the value on January 1, {year})',
  'watch.act.appeal': 'See where the home stands and prepare the appeal',
  'watch.act.request': 'See where the home stands and prepare the request',

  // The regular window's reminders
  'watch.window.subjectOpen':
    'The {year} appeal window is open for {address} ({county} County): file by {date}',
  'watch.window.subjectCloses':
    'The {year} appeal window for {address} ({county} County) closes {when}, on {date}',
  'watch.window.leadOpen': 'The {year} regular appeal window of {county} County opened on {date}.',
  'watch.window.leadCloses': 'The {year} regular appeal window of {county} County closes {when}.',
  'watch.window.lastDay': 'Last day to file with the Assessment Appeals Board: {date}',
  'watch.window.informalFrom':
    'The {county} County Assessor also takes a free informal review ({name}) from {opens} until {approximate, select, yes {about {closes}} other {{closes}}}; it does not extend the deadline to file with the board.',
  'watch.window.informal':
    'The {county} County Assessor also takes a free informal review ({name}) until {approximate, select, yes {about {closes}} other {{closes}}}; it does not extend the deadline to file with the board.',

  // The assessor's informal review (decision 238)
  'watch.informal.subjectOpen':
    "The assessor's free {year} informal review is open for {address} ({county} County)",
  'watch.informal.subjectOpenUntil':
    "The assessor's free {year} informal review is open for {address} ({county} County): until {approximate, select, yes {about {closes}} other {{closes}}}",
  'watch.informal.subjectCloses':
    "The assessor's free {year} informal review for {address} ({county} County) ends {when}, on {approximate, select, yes {about {closes}} other {{closes}}}",
  'watch.informal.leadOpen':
    "The {county} County Assessor's free informal review for {year} opened on {date}.",
  'watch.informal.leadCloses': "The {county} County Assessor's free informal review for {year} ends {when}.",
  'watch.informal.review': 'The review: {name}',
  'watch.informal.opens': 'Opens: {date}',
  'watch.informal.lastDay': 'Last day: {approximate, select, yes {about {date}} other {{date}}}',
  'watch.informal.free':
    'The assessor looks at the value again for free; it does not extend the deadline to file an appeal with the Assessment Appeals Board.',
  'watch.informal.dates': "Dates: the {county} County Assessor's published review period.",
  'watch.informal.datesApproximate':
    "Dates: the {county} County Assessor's published review period (the county gives it as approximate: check with the assessor).",

  // A notice's reminder (decision 241; R&T §1605(b), §75.8)
  'watch.notice.label':
    '{kind, select, supplemental {Supplemental assessment notice} escape {Escape assessment notice} other {Roll change notice}}',
  'watch.notice.labelInSentence':
    '{kind, select, supplemental {supplemental assessment notice} escape {escape assessment notice} other {roll change notice}}',
  'watch.notice.subject': 'The appeal period of your {label} ends {when}: {deadline}, {address}',
  'watch.notice.lead':
    'The 60 days to appeal the {label} you received for {address} end {when}, on {deadline}.',
  'watch.notice.line': 'Notice: {label}, mailed {date}',
  'watch.notice.rollYear':
    'Roll year and value date: the ones printed on the notice (a supplemental assessment is valued at the date of the purchase or new construction, R&T §75.8)',
  'watch.notice.lastDay': 'Last day to file with the {county} County Assessment Appeals Board: {date}',
  'watch.notice.rule':
    "Rule: 60 days from the notice's mailing date (R&T §1605(b)); a last day on a weekend moves to the Monday. If the board's office is closed that day, ask its clerk.",

  // A hearing's reminder (decision 241; R&T §1606)
  'watch.hearing.subject': 'Your appeal hearing is {when}: {date}, {address}',
  'watch.hearing.lead':
    'The {county} County Assessment Appeals Board hears your appeal for {address} {when}, on {date}.',
  'watch.hearing.line':
    "Hearing: {date} (the date you recorded from the board's notice of hearing; the notice gives the time and room)",
  'watch.hearing.bring':
    'Bring: the appeal report and its evidence (the board asks for copies: check its notice for how many), and your notes on the home.',
  'watch.hearing.exchange':
    'An exchange of information with the assessor had to be started 30 days before the hearing (R&T §1606); without one, the evidence you bring is still heard.',
  'watch.hearing.act': 'See your appeal and its report',

  // A re-check's news (decision 238; R&T §402.5)
  'watch.recheck.whyLienDate': 'the lien date, January 1, when the value of the {year} roll year is set',
  'watch.recheck.whySalesIn':
    'the sales up to March 31, {year}, the last a board weighs for the {year} value (R&T §402.5), are now recorded',
  'watch.recheck.whyWindowOpens': 'the {year} regular appeal window opens on July 2',
  'watch.recheck.lead':
    'Homie ran the analysis of this home again on {date} ({why}), and the answer changed.',
  'watch.recheck.notKnown': 'not known',
  'watch.recheck.sales': '{count} comparable sales, time-adjusted to January 1, {year}',
  'watch.recheck.salesSold':
    '{count} comparable sales sold {from} to {to}, time-adjusted to January 1, {year}',
  'watch.recheck.noSales': 'no comparable sales found yet',
  'watch.recheck.verdictOverpaying': "You're overpaying",
  'watch.recheck.verdictGoodShape': 'You are in good shape in {year}',
  'watch.recheck.verdictTooClose': "It's too close to call",
  'watch.recheck.verdictUnknown': 'We could not compute your savings yet',
  'watch.recheck.told': '{heading} ({year}): {saving}',
  'watch.recheck.toldGoodShape': '{heading}: {saving}',
  'watch.recheck.savingUnknown': 'the yearly saving could not be computed',
  'watch.recheck.saving': 'a possible saving of {amount} a year',
  'watch.recheck.noSaving': 'no saving',
  'watch.recheck.before': 'Before: {told}',
  'watch.recheck.now': 'Now: {told}',
  'watch.recheck.assessed': 'Assessed value: {amount}.',
  'watch.recheck.assessedNote': 'Assessed value: {amount}. {note}',
  'watch.recheck.market': 'Market value estimate: {amount}, from {sales}',
  'watch.recheck.marketRange': 'Market value estimate: {amount} (range {low} to {high}), from {sales}',
  'watch.recheck.savingNoTax': 'Saving: not computed without the tax from your bill',
  'watch.recheck.savingRule':
    'Saving: the effective tax rate, {rate}% (the annual tax over the total assessment), times the assessed value less the market value estimate',
  'watch.recheck.savingRuleNote':
    'Saving: the effective tax rate, {rate}% (the annual tax over the total assessment; {note}), times the assessed value less the market value estimate',
  'watch.recheck.subject': 'New {year} figures for {address} ({county} County): {heading}',
  'watch.recheck.subjectSaving':
    'New {year} figures for {address} ({county} County): {heading}, about {amount} a year',
  'watch.recheck.act': 'Analyse the home again on Homie to see the comparable sales',
  // The PDF report's pages for the owner (appeals, decision 263): where and when to file, the next
  // steps, the footer. The letter, the comparables and the evidence the board reads stay English.
  // The same facts as the English report's next steps (report/next-steps.ts, decisions 101 and 246,
  // where they are sourced), translated; no rule added.
  'report.section.filing': 'WHERE AND WHEN TO FILE',
  'report.section.nextSteps': 'NEXT STEPS',
  'report.filing.lienDate': 'Lien date (value date)',
  'report.filing.period': 'Regular filing period',
  'report.filing.periodValue': '{opens} to {closes}',
  'report.filing.fee': 'Processing fee',
  'report.filing.fileWith': 'File with',
  'report.filing.unverified': '{board} (address not verified yet: confirm it with the clerk)',
  'report.filing.informal': 'Free informal review',
  'report.fee.none': 'No filing fee',
  'report.fee.ask': 'Ask the clerk for the current fee',
  'report.fee.amount': '{amount}',
  'report.fee.unconfirmed': '{amount} (unconfirmed)',
  'report.footer': 'Appeal report - {address} - {county} County - prepared {date} - page {page} of {pages}',
  'report.step.informalTitle': 'Ask for the free informal review first',
  'report.step.informalDetail':
    "{name}. The Assessor's review costs nothing and can lower the value without a hearing, but it does not extend the formal filing deadline.",
  'report.step.fileTitle': 'File the formal appeal between {opens} and {closes}',
  'report.step.fileNoticeTitle':
    'File the appeal of the {type, select, supplemental {supplemental assessment} escape {escape assessment} roll_change {roll change} calamity {calamity reassessment} other {penalty assessment}} by {closes}',
  'report.step.fileDetail':
    'Generate the {form} from the appeal form, check every entry, sign the certification in ink and mail or deliver it to the {board}, {address}. {fee} An application postmarked by the last day is on time. One application covers one parcel and one roll year.',
  'report.step.feeNone': '{county} County charges no filing fee.',
  'report.step.feeAsk':
    'Check with the clerk of the board whether a processing fee applies and how much it is.',
  'report.step.feeAmount':
    'A {amount} processing fee is due with each application (one parcel per application).',
  'report.step.taxTitle': 'Keep paying your property tax',
  'report.step.taxDetail':
    'An appeal does not postpone the tax bill: pay each installment on time. If the Board lowers the value, the county refunds the difference.',
  'report.step.hearingTitle': 'Prepare for the hearing',
  'report.step.hearingDetail':
    "The Board has two years to decide and gives at least 45 days' notice of the hearing. Bring this report, copies of the comparable sales and dated photos of the home's condition on {valueDate}: only evidence presented at the hearing counts. The Board can raise a value as well as lower it.",
  'report.step.januaryFirst': 'January 1',
} as const;

export type MailMessageId = keyof typeof en;
