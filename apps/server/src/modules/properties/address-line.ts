import { foldText, normalizeZip, reduceUnit } from '@homie/contracts/address';

/**
 * The parts of one address line as the spec's client sends it to the lookup: "street city state zip
 * unit" joined by spaces (an empty unit leaves a trailing space), or a pasted line such as
 * "6985 Calistoga Ln #4, Dublin, CA 94568, USA". The street and city cannot be told apart by syntax,
 * so they stay together in `rest`; the lookup matches `rest` against the streets it knows.
 */
export interface AddressLine {
  /** Leading house number ("6985", "123 1/2"), or null when the line has none. */
  number: string | null;
  /** Folded text after the number and before the state/ZIP: street words then city words. */
  rest: string[];
  zip: string | null;
  /** Unit written after the ZIP, or with # / Apt / Unit inside the line. */
  unit: string | null;
}

const STATE_WORDS = new Set(['CA', 'CALIFORNIA']);
const COUNTRY_WORDS = new Set(['USA', 'US', 'UNITED STATES', 'UNITED STATES OF AMERICA']);
// A unit marker is a whole word ("STE 100", "APT5", "#4B"): never the start of a longer word such
// as the city Stevenson Ranch ("STE" + "VENSON") or a street named Unity.
const INLINE_UNIT =
  /(?:^|\s)(?:#|(?:APT|APARTMENT|UNIT|STE|SUITE|SPC|SPACE)(?=[\s#]|\d))\s*#?\s*([A-Z0-9-]+)/;

export function parseAddressLine(line: string): AddressLine {
  let text = foldText(line);
  for (const word of COUNTRY_WORDS) if (text.endsWith(` ${word}`)) text = text.slice(0, -word.length - 1);
  let unit: string | null = null;
  const inline = INLINE_UNIT.exec(text);
  if (inline) {
    unit = inline[1] ?? null;
    text = `${text.slice(0, inline.index)} ${text.slice(inline.index + inline[0].length)}`
      .replace(/\s+/g, ' ')
      .trim();
  }
  const tokens = text.split(' ').filter(Boolean);
  let zip: string | null = null;
  // The ZIP right after the state wins (a five-digit unit may follow it); else the last ZIP-like token.
  const afterState = tokens.findIndex(
    (t, i) => i > 0 && STATE_WORDS.has(tokens[i - 1]!) && normalizeZip(t) !== null,
  );
  let at = afterState;
  for (let i = tokens.length - 1; at === -1 && i > 0; i -= 1) if (normalizeZip(tokens[i]!)) at = i;
  if (at > 0) {
    zip = normalizeZip(tokens[at]!);
    const after = tokens.splice(at);
    after.shift();
    if (after.length > 0 && unit === null) unit = after.join(' ');
  }
  while (tokens.length > 1 && STATE_WORDS.has(tokens[tokens.length - 1]!)) tokens.pop();
  let number: string | null = null;
  if (tokens.length > 1 && /^\d+[A-Z]?$/.test(tokens[0]!)) {
    number = tokens.shift()!;
    if (tokens.length > 1 && /^\d+\/\d+$/.test(tokens[0]!)) number = `${number} ${tokens.shift()!}`;
  }
  return { number, rest: tokens, zip, unit: unit === null ? null : unit.trim() || null };
}

/** The unit keys a stored unit may have for what the owner typed: as typed, and the spec's reduced form. */
export function unitKeys(unit: string | null): string[] {
  if (!unit) return [];
  const typed = unit.replace(/\s+/g, '').toUpperCase();
  return [...new Set([typed, reduceUnit(typed)])];
}
