/**
 * The checkout pages in English, the source (issue 55): the sandbox's card form and the page Stripe
 * returns the window to, word for word as they were; the card problems equal `CARD_PROBLEMS`.
 */
export const sandboxEn = {
  'sandbox.title.pay': 'Pay {price} - Homie checkout',
  'sandbox.title.paid': 'Payment successful - Homie checkout',
  'sandbox.title.processing': 'Confirming payment - Homie checkout',
  'sandbox.title.cancelled': 'Payment cancelled - Homie checkout',
  'sandbox.title.expired': 'Checkout expired - Homie checkout',
  'sandbox.title.notFound': 'Checkout not found - Homie checkout',
  'sandbox.heading.pay': 'Complete your payment',
  'sandbox.plan': 'Plan',
  'sandbox.planOneTime': '{plan} plan (one-time)',
  'sandbox.planUpgrade': '{plan} (upgrade from {from})',
  'sandbox.price': 'Price',
  'sandbox.note':
    'Sandbox checkout: no real card is charged. Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined. Any future expiry date and any CVC work. This checkout expires in {minutes, plural, one {# minute} other {# minutes}}.',
  'sandbox.field.cardholder': 'Name on card',
  'sandbox.field.number': 'Card number',
  'sandbox.field.expiry': 'Expiry (MM / YY)',
  'sandbox.field.cvc': 'CVC',
  'sandbox.pay': 'Pay {price}',
  'sandbox.cancel': 'Cancel',
  'sandbox.heading.paid': 'Payment successful',
  'sandbox.paid': 'Thank you. {plan} plan paid: {price}.',
  'sandbox.paidWithCard': 'Thank you. {plan} plan paid: {price} with the card ending in {last4}.',
  'sandbox.heading.processing': 'Confirming your payment',
  'sandbox.processing': 'Your payment is being confirmed. Homie shows the result as soon as it arrives.',
  'sandbox.heading.cancelled': 'Payment cancelled',
  'sandbox.noPayment': 'No payment was taken.',
  'sandbox.heading.expired': 'This checkout has expired',
  'sandbox.expired': 'No payment was taken. Choose your plan again in Homie to start a new checkout.',
  'sandbox.heading.notFound': 'Checkout not found',
  'sandbox.notFound': 'This payment link is not valid. Start again from Homie.',
  'sandbox.returnNote': 'You can close this window and return to Homie.',
  'sandbox.problem.numberIncomplete': 'Your card number is incomplete.',
  'sandbox.problem.numberInvalid': 'Your card number is invalid.',
  'sandbox.problem.expiryIncomplete': "Your card's expiration date is incomplete.",
  'sandbox.problem.expiryPast': "Your card's expiration date is in the past.",
  'sandbox.problem.cvcIncomplete': "Your card's security code is incomplete.",
  'sandbox.problem.declined': 'Your card was declined.',
  'sandbox.problem.insufficientFunds': 'Your card has insufficient funds.',
  'sandbox.problem.expiredCard': 'Your card has expired.',
  'sandbox.problem.incorrectCvc': "Your card's security code is incorrect.",
  'sandbox.problem.processingError':
    'An error occurred while processing your card. Try again in a little bit.',
  'sandbox.problem.notATestCard':
    'Your card was declined. This is a sandbox checkout: use a test card such as 4242 4242 4242 4242.',
} as const;

export type SandboxMessageId = keyof typeof sandboxEn;
