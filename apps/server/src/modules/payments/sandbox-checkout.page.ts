import { API_PATHS } from '@homie/contracts/routes';
import { formatPlanPrice } from '@homie/contracts/payments';
import type { CardField } from './sandbox-cards.ts';

/**
 * Server-rendered pages of the sandbox checkout. Plain HTML forms with no script at all, so they work
 * without JavaScript and under a CSP that allows no inline code; the style sheet is a separate file.
 */

export const SANDBOX_BASE = '/api/payment/sandbox';
export const SANDBOX_CSS_PATH = API_PATHS.payments.sandboxCss;

export type CheckoutView =
  | {
      kind: 'form';
      sessionId: string;
      planName: string;
      amountCents: number;
      minutesLeft: number;
      error?: { field: CardField; message: string } | undefined;
      values?: { cardholder: string; number: string; expiry: string } | undefined;
    }
  | { kind: 'paid'; planName: string; amountCents: number; last4: string | null }
  | { kind: 'processing' }
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | { kind: 'not-found' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
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

const RETURN_NOTE = '<p>You can close this window and return to Homie.</p>';

function field(
  view: Extract<CheckoutView, { kind: 'form' }>,
  name: CardField | 'cardholder',
  label: string,
  attrs: string,
  value = '',
): string {
  const invalid = view.error?.field === name;
  const aria = invalid ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs}${aria}>`;
}

function formPage(view: Extract<CheckoutView, { kind: 'form' }>): string {
  const price = formatPlanPrice(view.amountCents);
  const action = `${SANDBOX_BASE}/${encodeURIComponent(view.sessionId)}`;
  const error = view.error
    ? `<p class="error" role="alert" id="card-error">${escapeHtml(view.error.message)}</p>`
    : '';
  return layout(
    `Pay ${price} - Homie checkout`,
    `<h1>Complete your payment</h1>
<dl class="summary">
<dt>Plan</dt><dd>${escapeHtml(view.planName)} plan (one-time)</dd>
<dt>Price</dt><dd class="price">${price}</dd>
</dl>
<p class="note">Sandbox checkout: no real card is charged. Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined. Any future expiry date and any CVC work. This checkout expires in ${view.minutesLeft} minute${view.minutesLeft === 1 ? '' : 's'}.</p>
${error}
<form method="post" action="${action}" novalidate>
${field(view, 'cardholder', 'Name on card', 'autocomplete="cc-name" maxlength="100"', view.values?.cardholder)}
${field(view, 'number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required', view.values?.number)}
<div class="row">
<div>${field(view, 'expiry', 'Expiry (MM / YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="9" required', view.values?.expiry)}</div>
<div>${field(view, 'cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}</div>
</div>
<button type="submit">Pay ${price}</button>
</form>
<p class="cancel"><a href="${action}/cancel">Cancel</a></p>`,
  );
}

/** The HTML of one checkout view. */
export function renderCheckout(view: CheckoutView): string {
  switch (view.kind) {
    case 'form':
      return formPage(view);
    case 'paid':
      return layout(
        'Payment successful - Homie checkout',
        `<h1>Payment successful</h1>
<p role="status">Thank you. ${escapeHtml(view.planName)} plan paid: ${formatPlanPrice(view.amountCents)}${view.last4 ? ` with the card ending in ${escapeHtml(view.last4)}` : ''}.</p>
${RETURN_NOTE}`,
      );
    case 'processing':
      return layout(
        'Confirming payment - Homie checkout',
        `<h1>Confirming your payment</h1><p role="status">Your payment is being confirmed. Homie shows the result as soon as it arrives.</p>${RETURN_NOTE}`,
      );
    case 'cancelled':
      return layout(
        'Payment cancelled - Homie checkout',
        `<h1>Payment cancelled</h1><p role="status">No payment was taken.</p>${RETURN_NOTE}`,
      );
    case 'expired':
      return layout(
        'Checkout expired - Homie checkout',
        `<h1>This checkout has expired</h1><p role="status">No payment was taken. Choose your plan again in Homie to start a new checkout.</p>${RETURN_NOTE}`,
      );
    case 'not-found':
      return layout(
        'Checkout not found - Homie checkout',
        '<h1>Checkout not found</h1><p>This payment link is not valid. Start again from Homie.</p>',
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
