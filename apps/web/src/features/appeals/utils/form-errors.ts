import { APPEAL_FIELDS, APPLICATION_FIELDS, OPINION_SPLIT_ERROR_KEY } from '@homie/contracts/appeals';

export interface SplitErrors {
  /** Errors shown under a field: `owner_name`, or `comparable_sales.<row on screen>.<field>`. */
  fields: Record<string, string>;
  /** Errors about the form as a whole, shown together in a red alert. */
  general: string[];
}

const FIELD_NAMES = new Set<string>([...APPEAL_FIELDS, ...APPLICATION_FIELDS, OPINION_SPLIT_ERROR_KEY]);

/**
 * Places the server's errors: field errors under their fields (comparable indices mapped from the
 * sent list back to the rows on screen), everything else as general errors. Arrays are joined with
 * commas (spec §8).
 */
export function splitServerErrors(errors: unknown, sentIndex: readonly number[]): SplitErrors {
  const result: SplitErrors = { fields: {}, general: [] };
  if (Array.isArray(errors)) {
    result.general.push(errors.map(String).join(', '));
    return result;
  }
  if (!errors || typeof errors !== 'object') return result;
  for (const [key, raw] of Object.entries(errors)) {
    const message = Array.isArray(raw) ? raw.map(String).join(', ') : String(raw);
    if (FIELD_NAMES.has(key)) {
      result.fields[key] = message;
      continue;
    }
    const comp = /^comparable_sales\.(\d+)\.(\w+)$/.exec(key);
    const row = comp ? sentIndex[Number(comp[1])] : undefined;
    if (comp && row !== undefined) result.fields[`comparable_sales.${row}.${comp[2]}`] = message;
    else result.general.push(message);
  }
  return result;
}
