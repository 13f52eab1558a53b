/**
 * The sandbox checkout's card rules: the card provider's public test numbers (the same ones Stripe
 * documents for test mode), Luhn, a future expiry and a 3 or 4 digit CVC. No real card is charged.
 */

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** What is wrong with a card, as the checkout page words it in the buyer's language (`sandbox.problem.*`). */
export type CardProblem = keyof typeof CARD_PROBLEMS;

/** Each problem in English: what a declined checkout records, and the English page's words. */
export const CARD_PROBLEMS = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  notATestCard:
    'Your card was declined. This is a sandbox checkout: use a test card such as 4242 4242 4242 4242.',
} as const;

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; field: CardField; problem: CardProblem; message: string; declined: boolean };

/** Test numbers and what the sandbox does with them; any other valid number is declined. */
export const TEST_CARDS: Record<string, { brand: string; decline?: CardProblem }> = {
  '4242424242424242': { brand: 'Visa' },
  '4000056655665556': { brand: 'Visa (debit)' },
  '5555555555554444': { brand: 'Mastercard' },
  '378282246310005': { brand: 'American Express' },
  '4000000000000002': { brand: 'Visa', decline: 'declined' },
  '4000000000009995': { brand: 'Visa', decline: 'insufficientFunds' },
  '4000000000000069': { brand: 'Visa', decline: 'expiredCard' },
  '4000000000000127': { brand: 'Visa', decline: 'incorrectCvc' },
  '4000000000000119': { brand: 'Visa', decline: 'processingError' },
};

export const NOT_A_TEST_CARD = CARD_PROBLEMS.notATestCard;

const refused = (field: CardField, problem: CardProblem, declined = false): CardOutcome => ({
  ok: false,
  field,
  problem,
  message: CARD_PROBLEMS[problem],
  declined,
});

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Parses "MM/YY", "MM / YY" or "MM/YYYY" into month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Checks a card the way a card form does, then applies the test-card outcome. */
export function checkCard(input: CardInput, now: Date): CardOutcome {
  const raw = input.number.replace(/[\s-]/g, '');
  if (raw === '') return refused('number', 'numberIncomplete');
  if (!/^\d{13,19}$/.test(raw) || !luhnValid(raw)) return refused('number', 'numberInvalid');
  const expiry = parseExpiry(input.expiry);
  if (!expiry) return refused('expiry', 'expiryIncomplete');
  // A card is valid through the last moment of its expiry month.
  if (Date.UTC(expiry.year, expiry.month, 1) <= now.getTime()) return refused('expiry', 'expiryPast');
  const cvcLength = raw.startsWith('34') || raw.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) return refused('cvc', 'cvcIncomplete');
  const card = TEST_CARDS[raw];
  if (!card) return refused('number', 'notATestCard', true);
  if (card.decline) return refused('number', card.decline, true);
  return { ok: true, brand: card.brand, last4: raw.slice(-4) };
}
