import { sandboxEn } from './sandbox/en.ts';
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
  // The checkout pages (issue 55), in their own file
  ...sandboxEn,

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
  // The letter link's page (appeals; its errors' English is SEND_LETTER_MESSAGES')
  'letter.page.title': 'Homie: your appeal letter',
  'letter.page.confirmHeading': 'Confirm your address',
  'letter.page.ask': 'Send the Homie appeal letter to {email}?',
  'letter.page.button': 'Confirm and send my letter',
  'letter.page.ignore': 'If you did not ask for this, close this page: nothing will be sent.',
  'letter.page.confirmed': 'Address confirmed',
  'letter.page.notSentHeading': 'Letter not sent',
  'letter.page.sent': 'Sent! Your appeal letter is on its way to {to}.',
  'letter.page.queued': 'Your appeal letter to {to} is queued and will be sent shortly.',
  'letter.page.linkUnknown':
    'This confirmation link is not valid. Ask for a new one from the confirmation page.',
  'letter.page.linkUsed':
    'This address is already confirmed. Send your letter again from the confirmation page.',
  'letter.page.linkExpired':
    'This confirmation link has expired. Ask for a new one from the confirmation page.',
  'letter.page.confirmedBut': 'Your address is confirmed. {reason}',

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

  // The hearing kit and the base-year note in the PDF report (decision 271): the owner's guidance;
  // the exchange letter stays English.
  'report.kit.heading.baseYear': 'BASE-YEAR APPEAL STILL OPEN (R&T §80(a)(3))',
  'report.kit.heading.copies': 'COPIES FOR THE HEARING',
  'report.kit.heading.exchange': 'EXCHANGE OF INFORMATION WITH THE ASSESSOR (OPTIONAL)',
  'report.kit.heading.kit': 'HEARING KIT: BETWEEN FILING AND THE HEARING',
  'report.kit.heading.letter': 'EXCHANGE LETTER, READY TO SEND',
  'report.kit.heading.outline': 'WHAT TO SAY: A ONE-PAGE OUTLINE',
  'report.kit.heading.rebuttals': "THE ASSESSOR'S USUAL ANSWERS, AND YOURS",
  'report.kit.heading.stipulation': 'STIPULATION AND WITHDRAWAL',
  'report.baseYear.argues':
    "A base-year appeal argues that the value set at the purchase was wrong. The price is presumed to be the market value (R&T §110(b)), so the appeal shows why it was not: for example, the price included personal property (furniture or other things that are not part of the real estate), or the sale was not at arm's length (between relatives, or under pressure to sell or to buy).",
  'report.baseYear.bought':
    'You bought the home on {date} for {price}. That purchase set its base-year value, first on the roll of January 1, {enrolled}, and a base-year value can be appealed in the regular filing period of that roll year and of the three after it, {enrolled} to {last} (California Revenue and Taxation Code §80(a)(3)).',
  'report.baseYear.different':
    'It is a different argument from a decline-in-value appeal, which compares the market value on January 1, {year} with the factored base-year value (R&T §51). On the application, a base-year appeal is reason B (change in ownership: the base year value is incorrect); a decline in value is reason A. Mark the reason your evidence supports.',
  'report.baseYear.lastYear':
    "The {year} roll year is the last in which it can be appealed: after this year's regular filing period closes, the base-year value stands.",
  'report.kit.copies.ask':
    "Ask the clerk of the board ({board}) how many copies of your evidence the board wants, and whether it wants them before the hearing: we have no source for the {county} board's number. Homie's suggestion, not a county rule: bring at least {count} sets of the letter, the grid, the sales and the photos (one for each board member, one for the assessor's representative, one for you).",
  'report.kit.copies.board':
    'The {board} asks for {count} copies of the evidence you present ({source}, checked {checked}). Bring one more for yourself, and ask the clerk whether the board wants them before the hearing.',
  'report.kit.intro':
    "What to do between filing your application and the board's decision. The numbers are your report's. Nothing here promises a result: the board decides on the evidence, and it can also raise a value.",
  'report.kit.label.send': 'What to send',
  'report.kit.label.stipulation': 'Stipulation',
  'report.kit.label.when': 'When',
  'report.kit.label.withdrawal': 'Withdrawal',
  'report.kit.letterNote':
    "Fill in the blanks (the date, your application number and hearing date from the clerk's notice, the assessor's address), sign, and mail it to the assessor with a copy to the clerk of the board, with your adjustment grid enclosed.",
  'report.kit.outline.appeal':
    'The appeal: the {year} value of {address} ({parcel}). The value on the roll is {assessed}; my opinion of its market value on {date} is {opinion}.',
  'report.kit.outline.closest':
    'The closest match: {address}, sold {date} for {price}; adjusted to this home it says {adjusted}{weighted, select, yes {, with the largest weight in the grid ({weight}%{grossed, select, yes {, gross adjustment {gross}%} other {}})} other {}}.',
  'report.kit.outline.condition':
    "Anything the sales do not show: the home's condition on the value date, with dated photos, repair estimates or inspection reports.",
  'report.kit.outline.difference':
    "The difference: the roll's {assessed} is {gap} ({pct}%) above my opinion of {opinion}.",
  'report.kit.outline.evidenceGrid':
    'The evidence: {count, plural, one {# sale} other {# sales}} of comparable homes{dated, select, yes { that closed between {from} and {to}} other {}}, each moved to {date} and adjusted in dollars for its differences from this home (the adjustment grid). Their adjusted prices run from {low} to {high}.',
  'report.kit.outline.evidenceList':
    'The evidence: {count, plural, one {# sale} other {# sales}} of comparable homes{dated, select, yes { that closed between {from} and {to}} other {}}, listed in the report with their prices.',
  'report.kit.outline.reconciliation':
    'The reconciliation: weighting each sale by how closely it matches this home and how little it had to be adjusted, the grid reconciles to {value}.',
  'report.kit.outline.request':
    "The request: that the board find the value on {date} to be {opinion}. Then answer the board's and the assessor's questions from the grid.",
  'report.kit.rebuttal.condition.answer':
    'The grid does not adjust for condition, so condition is evidence you bring: photos taken near the value date, repair estimates, an inspection report. Describe only what was true on the value date.',
  'report.kit.rebuttal.condition.objection': 'The home is in better condition than you say.',
  'report.kit.rebuttal.different.answer':
    'Each difference (size, age, bedrooms, bathrooms, lot, location) is adjusted in dollars in the grid with its basis, and the gross adjustment shows how far each sale had to be moved: the sales that needed least count most in the reconciliation.',
  'report.kit.rebuttal.different.objection': 'Your sales are different from this home.',
  'report.kit.rebuttal.far.answer':
    'Say how near each sale is and that you looked for closer ones of the same kind of home. Ask which sales the assessor used and whether they are really more like your home: size, age, lot and condition matter as much as distance.',
  'report.kit.rebuttal.far.objection': 'Your sales are too far away.',
  'report.kit.rebuttal.paid.answer':
    'An open-market purchase price is presumed to be the market value on the day of the sale (R&T §110(b)). Show what changed between that day and the value date (the time adjustment of nearby sales), or why the price was not the market value.',
  'report.kit.rebuttal.paid.objection': 'You paid more than that.',
  'report.kit.rebuttal.presumption.answer':
    "The assessor's value is presumed correct and the owner brings evidence of the value (Property Tax Rule 321); for an owner-occupied home with the homeowners' exemption the presumption can favour the owner (R&T §167). Nothing guarantees a reduction, and the board can also raise a value: present the evidence plainly and let it carry the case.",
  'report.kit.rebuttal.presumption.objection': 'The board decides: the assessor is presumed right.',
  'report.kit.rebuttal.prop13.answer':
    'The roll carries the lower of the factored base-year value and the market value on January 1 (R&T §51). Ask the assessor for the factored base-year value before the hearing: if it is already at or below your opinion of value, a decline-in-value appeal cannot lower the roll, and withdrawing may be the right choice.',
  'report.kit.rebuttal.prop13.objection':
    'Under Proposition 13 the factored base-year value is lower anyway.',
  'report.kit.rebuttal.timeAdjustment.answer':
    'The grid states the index and the change it applies to each sale. Ask the assessor for its own time adjustment and its source; the board weighs both. Sales close to the value date need little adjustment, so lean on those.',
  'report.kit.rebuttal.timeAdjustment.objection': 'Your time adjustment is wrong.',
  'report.kit.rebuttal.timing.late':
    'A sale that closed after {cutoff} cannot count for the {date} value (R&T §402.5): take any such sale out of what you present.',
  'report.kit.rebuttal.timing.objection': 'Your sales are too old, or too late.',
  'report.kit.rebuttal.timing.onTime':
    'Every sale you present closed by {cutoff}, the last day a sale counts for the {date} value (R&T §402.5), and each is moved to the value date by the time adjustment the grid shows.',
  'report.kit.saidInEnglish': 'In English, as said to the board:',
  'report.kit.send.opinion': 'Your opinion of value on {date}: {opinion}.',
  'report.kit.send.sales':
    'The sales you will present: each with its address (or parcel number), sale date and price, and the terms of sale and zoning where you know them (Rule 305.1(a)); the letter below lists {count, plural, =1 {the sale} other {the # sales}} of your {grid, select, yes {adjustment grid} other {report}}. Enclose the grid.',
  'report.kit.send.to':
    'Send it to the {county} County Assessor, with a copy to the clerk of the board (Rule 305.1(a)).',
  'report.kit.stipulationText':
    'Before the hearing the assessor may offer a value. If you and the assessor agree on one, you both sign a stipulation and the board is asked to accept it; if it does, that is the value for the roll year, usually without a hearing, and if it does not, the application is set for a hearing (R&T §1607). In San Mateo in 2023, 603 of the 618 appeals decided were decided by agreement with the assessor. Sign only a value you accept.',
  'report.kit.what.early':
    'Starting it puts your evidence before the assessor early and gets you the sales the assessor will present before the hearing, not at it.',
  'report.kit.what.exchange':
    'Before the hearing, either side may ask the other for the basis of its opinion of value and the comparable sales it will present: an exchange of information (California Revenue and Taxation Code §1606; Property Tax Rule 305.1). It is optional.',
  'report.kit.what.threshold':
    'Where the assessed value is over $100,000 the assessor may start an exchange too; at $100,000 or less only you can (Rule 305.1(a)).',
  'report.kit.when.assessor':
    'If the assessor starts it: you answer with your opinion and your sales at least 15 days before the hearing.',
  'report.kit.when.proof': 'Either way, keep proof of the mailing date: the postmark counts (Rule 305.1(a)).',
  'report.kit.when.start':
    'If you start it: mail it so it is postmarked more than 30 days before the hearing (it may also be filed with your application). The assessor then answers with its own opinion and sales at least 15 days before the hearing (R&T §1606; Rule 305.1).',
  'report.kit.withdrawalText':
    "You can withdraw the application in writing to the clerk of the board before the hearing: the appeal of the {year} value then ends and the value on the roll stands. Not coming to the hearing is not a withdrawal: the board may deny the application for non-appearance. Each roll year has its own application, so a withdrawal does not stop an appeal of a later year's value.",
  'report.kit.word.noPrice': 'a price not given',
  'report.kit.word.notAdjusted': 'not adjusted',
  'report.kit.word.opinionBlank': '{blank} (your opinion of value)',
  'report.kit.word.theProperty': 'the property',
  'report.kit.word.valueIState': 'the value I state',
  'report.kit.word.valueOnNotice': 'the value on your notice',

  'valueNote.demo': 'Demo data: a generated figure for a made-up home, not a county record.',
  'valueNote.enteredValue': 'The assessed value you entered from your tax bill or assessment notice.',
  'valueNote.ownerRecordValue': 'The assessed value the owner entered from the tax bill.',
  'valueNote.rollValue': "The county roll's value for {year}.",
  'valueNote.rollValueFrom': "The county roll's value for {year} ({from}).",
  'valueNote.source.redfin': 'from an imported Redfin export',
  'valueNote.source.zillow': 'from an imported Zillow export',
  'valueNote.source.reso': 'from an imported RESO export',
  'valueNote.source.laAssessor': "from the Los Angeles County Assessor's roll",
  'valueNote.source.rollCsv': 'from an imported county roll',
  'valueNote.source.rentcast': 'from RentCast property records',
  'valueNote.source.mls': "from the brokerage's MLS",
  'valueNote.source.other': 'from {source}',
  'valueNote.prop13AfterLien':
    "Estimate, not the county's figure: {byOwner, select, yes {your purchase} other {the last sale}} for {price} on {date} came after the January 1, {year} lien date, so the {year} roll still carries the previous owner's value; the purchase price becomes the base value from the {baseYear} roll (a supplemental bill covers the months between). Type the value from your tax bill to replace it.",
  'valueNote.prop13':
    "Estimate, not the county's figure: Prop 13 base value from {byOwner, select, yes {your purchase} other {the last sale}} for {price} on {date}, raised by the yearly inflation factors (at most 2% a year) to the {year} roll (×{factor} = {value}).",
  'valueNote.prop8': 'The market value on January 1 is lower, so Prop 8 caps it at {value}.',
  'valueNote.replace': 'Type the value from your tax bill to replace it.',
  'valueNote.enteredTax': 'The annual tax you entered from your bill.',
  'valueNote.billTax': "The county's tax bill for {year}.",
  'valueNote.rateTax':
    "Estimate: the assessed value{exemption, select, none {} other { less the homeowners' exemption of {exemption}}} × {county} County's typical rate of {rate} (1% levy plus voter-approved debt); your bill's rate and fixed charges may differ.",
  'report.note.estimatedAssessed':
    'The assessed value we had was only a Prop 13 estimate: type the value printed on your tax bill or assessment notice in the appeal form, and it goes into the letter.',
  'report.note.recentPurchase':
    'You bought the home on {date} for {price}, at or above its assessed value of {assessed}. A board presumes the price of an open-market purchase is the market value (California Revenue and Taxation Code §110(b)), so the letter leaves your opinion of value for you to state, with evidence that the value fell since you bought.',
  'report.note.notBelowAssessed':
    'Our estimate of the market value, {estimate}, is not below the assessed value of {assessed}: the sales do not support a lower value. The letter leaves your opinion of value for you to state, with your own evidence, if you still appeal.',
  'report.note.fewComparables':
    'Only {count, plural, one {# comparable sale} other {# comparable sales}} met the criteria appeal boards accept for this property; the {plan} plan includes {min}-{max} when the market has them.',
  'report.note.noticeOpen':
    "{type} appeal: file by {closes}, {sixMonths, select, yes {six months} other {60 days}} after the notice's mailing on {mailed} ({sixMonths, select, yes {R&T §170} other {R&T §1605}}). It argues the value on {valueDate}.",
  'report.note.noticeClosed':
    'The appeal period for this {type} notice ended on {closes}, {sixMonths, select, yes {six months} other {60 days}} after its mailing on {mailed} ({sixMonths, select, yes {R&T §170} other {R&T §1605}}): an application now would be late, so Homie does not prepare one.',
  'report.note.noticeType.supplemental': 'Supplemental assessment',
  'report.note.noticeType.escape': 'Escape assessment',
  'report.note.noticeType.rollChange': 'Roll change',
  'report.note.noticeType.calamity': 'Calamity reassessment',
  'report.note.noticeType.penalty': 'Penalty assessment',
  'report.note.supplementalPurchase':
    "A board presumes the price of an open-market purchase is the market value at its date (California Revenue and Taxation Code §110(b)): if you bought the home on the value date, the supplemental value is usually that price, and your evidence must show why it was not the market value (for example, it included furniture or other personal property, or the sale was not at arm's length).",
  'report.note.periodClosed':
    'The {year} filing period in {county} County closed on {closes}: an application for the {year} value filed now is late, unless it answers a notice. The next period runs {opens} to {nextCloses} for the value on {valueDay}, with sales up to {salesUntil}.',
  'report.note.noticePreliminary':
    'Preliminary: sales that close up to {cutoff}, 90 days after the value date, still count as evidence of the value on {valueDate} (California Revenue and Taxation Code §402.5), so this package may not hold them all yet. Run your analysis again and download the package again before you file if your deadline allows.',
  'report.note.preliminary':
    'Preliminary: sales that close up to {salesUntil} still count as evidence of the value on {valueDay} (California Revenue and Taxation Code §402.5), so this package may not hold them all yet. After {after}, run your analysis again and download the package again before you file; a watched home is re-checked for you on {recheck}.',
  'report.note.opinionOutsideGrid':
    "Your opinion of value, {opinion}, is {relation, select, below {below} other {above}} every adjusted price in the enclosed grid ({low} to {high}; reconciled {reconciled}). A board presumes the assessor's value correct and asks for evidence of the value you state: bring evidence that supports it, or state the grid's value.",
  'report.note.homeownersExemption':
    "Your home has the homeowners' exemption and is your principal residence: the letter states that the presumption in the hearing favours you (California Revenue and Taxation Code §167; Property Tax Rule 321(d)). Bring a tax bill that shows the exemption, and answer every request for information from the assessor: the presumption holds for an owner who has supplied it.",
  'report.note.boardUnverified':
    'The filing address of the {county} County board has not been verified yet: confirm it with the clerk before mailing.',
  'report.note.demo':
    'Demo data: this report is built from generated demo homes and sales, not county records. Do not file it.',
  'report.note.completeForm': 'Complete the appeal form to put your name and contact details on the letter.',
  'report.html.title': 'Appeal letter - {address}',
  'report.html.heading': 'Appeal report - {county} County',
  'report.note.line': 'Note: {note}',
} as const;

export type MailMessageId = keyof typeof en;
