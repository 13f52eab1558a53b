import { API_PATHS } from '@homie/contracts/routes';
import { formatPlanPrice } from '@homie/contracts/payments';
import type { MailMessageId, MailText } from '#lib/i18n/mail-text.ts';
import type { CardField, CardProblem } from './sandbox-cards.ts';

/**
 * Server-rendered pages of the sandbox checkout. Plain HTML forms with no script at all, so they work
 * without JavaScript and under a CSP that allows no inline code; the style sheet is a separate file.
 */

export const SANDBOX_BASE = '/api/payment/sandbox';
export const SANDBOX_CSS_PATH = API_PATHS.payments.sandboxCss;

/** A plan as the page names it: "Success", or the upgrade's difference "Success (upgrade from Basic)". */
export interface CheckoutPlan {
  name: string;
  upgradeFrom: string | null;
}

export type CheckoutView =
  | {
      kind: 'form';
      sessionId: string;
      plan: CheckoutPlan;
      amountCents: number;
      minutesLeft: number;
      error?: { field: CardField; problem: CardProblem } | undefined;
      values?: { cardholder: string; number: string; expiry: string } | undefined;
    }
  | { kind: 'paid'; plan: CheckoutPlan; amountCents: number; last4: string | null }
  | { kind: 'processing' }
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | { kind: 'not-found' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PROBLEM_WORDS: Record<CardProblem, MailMessageId> = {
  numberIncomplete: 'sandbox.problem.numberIncomplete',
  numberInvalid: 'sandbox.problem.numberInvalid',
  expiryIncomplete: 'sandbox.problem.expiryIncomplete',
  expiryPast: 'sandbox.problem.expiryPast',
  cvcIncomplete: 'sandbox.problem.cvcIncomplete',
  declined: 'sandbox.problem.declined',
  insufficientFunds: 'sandbox.problem.insufficientFunds',
  expiredCard: 'sandbox.problem.expiredCard',
  incorrectCvc: 'sandbox.problem.incorrectCvc',
  processingError: 'sandbox.problem.processingError',
  notATestCard: 'sandbox.problem.notATestCard',
};

function layout(m: MailText, title: string, body: string): string {
  return `<!doctype html>
<html lang="${m.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_CSS_PATH}">
</head>
<body>
<main class="card">
<p class="brand">Homie</p>
${body}
</main>
</body>
</html>`;
}

function field(
  view: Extract<CheckoutView, { kind: 'form' }>,
  name: CardField | 'cardholder',
  label: string,
  attrs: string,
  value = '',
): string {
  const invalid = view.error?.field === name;
  const aria = invalid ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs}${aria}>`;
}

/** "$49.90" in English (the spec's price), the locale's format of US dollars otherwise. */
const priceOf = (m: MailText, cents: number) => (m.locale === 'en' ? formatPlanPrice(cents) : m.price(cents));

const planWords = (m: MailText, plan: CheckoutPlan) =>
  plan.upgradeFrom ? m.t('sandbox.planUpgrade', { plan: plan.name, from: plan.upgradeFrom }) : plan.name;

function formPage(m: MailText, view: Extract<CheckoutView, { kind: 'form' }>): string {
  const price = priceOf(m, view.amountCents);
  const t = (id: MailMessageId, values?: Record<string, string | number>) => escapeHtml(m.t(id, values));
  const action = `${SANDBOX_BASE}/${encodeURIComponent(view.sessionId)}`;
  const error = view.error
    ? `<p class="error" role="alert" id="card-error">${t(PROBLEM_WORDS[view.error.problem])}</p>`
    : '';
  return layout(
    m,
    m.t('sandbox.title.pay', { price }),
    `<h1>${t('sandbox.heading.pay')}</h1>
<dl class="summary">
<dt>${t('sandbox.plan')}</dt><dd>${t('sandbox.planOneTime', { plan: planWords(m, view.plan) })}</dd>
<dt>${t('sandbox.price')}</dt><dd class="price">${escapeHtml(price)}</dd>
</dl>
<p class="note">${t('sandbox.note', { minutes: view.minutesLeft })}</p>
${error}
<form method="post" action="${action}" novalidate>
${field(view, 'cardholder', m.t('sandbox.field.cardholder'), 'autocomplete="cc-name" maxlength="100"', view.values?.cardholder)}
${field(view, 'number', m.t('sandbox.field.number'), 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required', view.values?.number)}
<div class="row">
<div>${field(view, 'expiry', m.t('sandbox.field.expiry'), 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="9" required', view.values?.expiry)}</div>
<div>${field(view, 'cvc', m.t('sandbox.field.cvc'), 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}</div>
</div>
<button type="submit">${t('sandbox.pay', { price })}</button>
</form>
<p class="cancel"><a href="${action}/cancel">${t('sandbox.cancel')}</a></p>`,
  );
}

/**
 * The HTML of one checkout view in the buyer's language (issue 55: the sandbox's card form, and the
 * page Stripe returns the window to), from the mail catalogues (`sandbox.*`); English as it was.
 */
export function renderCheckout(view: CheckoutView, m: MailText): string {
  const t = (id: MailMessageId, values?: Record<string, string>) => escapeHtml(m.t(id, values));
  const returnNote = `<p>${t('sandbox.returnNote')}</p>`;
  switch (view.kind) {
    case 'form':
      return formPage(m, view);
    case 'paid': {
      const values = { plan: planWords(m, view.plan), price: priceOf(m, view.amountCents) };
      return layout(
        m,
        m.t('sandbox.title.paid'),
        `<h1>${t('sandbox.heading.paid')}</h1>
<p role="status">${view.last4 ? t('sandbox.paidWithCard', { ...values, last4: view.last4 }) : t('sandbox.paid', values)}</p>
${returnNote}`,
      );
    }
    case 'processing':
      return layout(
        m,
        m.t('sandbox.title.processing'),
        `<h1>${t('sandbox.heading.processing')}</h1><p role="status">${t('sandbox.processing')}</p>${returnNote}`,
      );
    case 'cancelled':
      return layout(
        m,
        m.t('sandbox.title.cancelled'),
        `<h1>${t('sandbox.heading.cancelled')}</h1><p role="status">${t('sandbox.noPayment')}</p>${returnNote}`,
      );
    case 'expired':
      return layout(
        m,
        m.t('sandbox.title.expired'),
        `<h1>${t('sandbox.heading.expired')}</h1><p role="status">${t('sandbox.expired')}</p>${returnNote}`,
      );
    case 'not-found':
      return layout(
        m,
        m.t('sandbox.title.notFound'),
        `<h1>${t('sandbox.heading.notFound')}</h1><p>${t('sandbox.notFound')}</p>`,
      );
  }
}

/** The style sheet of the checkout pages (dark teal theme with a mint accent, as the app). */
export const CHECKOUT_CSS = `
:root { color-scheme: dark; --bg: #0b3b3c; --card: #0f4d4f; --text: #eefaf6; --muted: #b7d8d0; --accent: #7ff0c3; --error: #ffb4ab; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, sans-serif; padding: 1rem; }
.card { width: 100%; max-width: 440px; background: var(--card); border-radius: 16px; padding: 1.5rem; box-shadow: 0 10px 30px rgb(0 0 0 / .3); }
.brand { margin: 0 0 .5rem; color: var(--accent); font-weight: 700; letter-spacing: .02em; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
.summary { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
.summary dt { color: var(--muted); }
.summary dd { margin: 0; text-align: right; }
.price { font-size: 1.3rem; font-weight: 700; color: var(--accent); }
.note { font-size: .85rem; color: var(--muted); border: 1px dashed var(--muted); border-radius: 8px; padding: .5rem .75rem; }
.error { color: #3b0a05; background: var(--error); border-radius: 8px; padding: .5rem .75rem; font-weight: 600; }
form { display: grid; gap: .4rem; }
label { font-size: .9rem; color: var(--muted); margin-top: .4rem; }
input { width: 100%; font: inherit; padding: .6rem .75rem; border-radius: 8px; border: 1px solid #5f8f88; background: #08302f; color: var(--text); }
input:focus { outline: 2px solid var(--accent); outline-offset: 1px; }
input[aria-invalid="true"] { border-color: var(--error); }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
button { margin-top: 1rem; font: inherit; font-weight: 700; padding: .75rem; border: 0; border-radius: 999px; background: var(--accent); color: #06302a; cursor: pointer; }
button:focus-visible { outline: 2px solid var(--text); outline-offset: 2px; }
.cancel { text-align: center; margin: 1rem 0 0; }
a { color: var(--accent); }
`;
