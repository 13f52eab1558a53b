/**
 * Numbers as people write them and as we show them: the one parser of text into numbers (decision
 * 148) and digit grouping. No Intl, no zod: both run while the first page loads (decision 084).
 */

const shapes = new Map<string, RegExp>();

/** The allowed shape of a number's text, built once per combination (the importers call this per field). */
function numberShape(signed: boolean, fraction: boolean, exponent: boolean): RegExp {
  const key = `${signed}${fraction}${exponent}`;
  let shape = shapes.get(key);
  if (!shape) {
    const sign = signed ? '[-+]?' : '';
    const digits = fraction ? '(?:\\d+(?:\\.\\d*)?|\\.\\d+)' : '\\d+';
    shape = new RegExp(`^${sign}${digits}${exponent ? '(?:e[-+]?\\d+)?' : ''}$`, 'i');
    shapes.set(key, shape);
  }
  return shape;
}

/** How `parseNumberText` reads a text; the default is a plain decimal number, signed or not. */
export interface NumberTextOptions {
  /** Money as typed or exported: "$" and spaces are ignored too ("$ 1,250,000"). */
  money?: boolean;
  /** A leading "+" or "-" (default true). */
  signed?: boolean;
  /** A decimal fraction, "2.5" or ".5" (default true). */
  fraction?: boolean;
  /** Scientific notation as spreadsheets export it, "1.25E+06" (default false). */
  exponent?: boolean;
}

/**
 * Text → number, the one reading every form, contract and importer uses: grouping commas are ignored
 * ("1,850"), then the text must be a number of the allowed shape. Blank (after that) is null, "not
 * given"; anything else that is not such a number is NaN, so a caller can say "must be a number".
 */
export function parseNumberText(text: string, options: NumberTextOptions = {}): number | null {
  const { money = false, signed = true, fraction = true, exponent = false } = options;
  const cleaned = (money ? text.replace(/[$,\s]/g, '') : text.replace(/,/g, '')).trim();
  if (cleaned === '') return null;
  if (!numberShape(signed, fraction, exponent).test(cleaned)) return Number.NaN;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** `parseNumberText` for callers with no use for the difference: blank and unreadable are both null. */
export function numberOrNull(text: string | undefined, options?: NumberTextOptions): number | null {
  if (text === undefined) return null;
  const value = parseNumberText(text, options);
  return value === null || Number.isNaN(value) ? null : value;
}

/**
 * Digit grouping as `toLocaleString('en-US')` writes it ("1234567.5" → "1,234,567.5"), without
 * Intl: building the locale data costs a phone about 100 ms, and schema messages and amounts are
 * formatted while the web app's pages load (decision 084).
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
