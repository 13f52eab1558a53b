import { type AppealWarning, appealWarningSchema } from '@homie/contracts/appeals';
import { z } from 'zod';

/** A server warning: its English (spec §7's `warnings`) and, when the server sent them, its parts. */
export interface ShownWarning {
  text: string;
  part: AppealWarning | null;
}

const partsSchema = z.array(appealWarningSchema);

/**
 * The answer's warnings beside their parts (`warning_parts`, same order, issue 55); a server that sent
 * none, or parts that do not line up, leaves each warning its English.
 */
export function pairWarnings(texts: readonly string[], parts: unknown): ShownWarning[] {
  const read = partsSchema.safeParse(parts);
  const aligned = read.success && read.data.length === texts.length ? read.data : null;
  return texts.map((text, index) => ({ text, part: aligned?.[index] ?? null }));
}
