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
