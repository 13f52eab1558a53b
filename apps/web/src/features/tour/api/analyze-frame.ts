/**
 * POST /api/analyze-frame/ (spec §7): the frame as multipart `image` named frame.jpg, with the
 * Bearer token. Every failure becomes the exact text spec §8 gives, shown where the reply goes.
 */
import {
  analyzeFrameResponseSchema,
  FRAME_FIELD,
  FRAME_FILENAME,
  type FrameReport,
  TOUR_API,
  TOUR_TEXTS,
  tourErrors,
} from '@homie/contracts/tour';
import type { Locale } from '@homie/contracts/locales';
import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from '#lib/api-client.ts';
import { errorReason } from '../utils/error-reason.ts';

export type AnalyzeResult =
  | { ok: true; analysis: string; report?: FrameReport; evidenceToken?: string; language?: Locale }
  | { ok: false; message: string };

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export async function analyzeFrame(frame: Blob): Promise<AnalyzeResult> {
  const form = new FormData();
  form.append(FRAME_FIELD, frame, FRAME_FILENAME);
  let body: Record<string, unknown> | null;
  try {
    const answer = await request(TOUR_API.analyzeFrame, { auth: true, method: 'POST', body: form });
    // Not JSON (text) or empty: the spec's "Received non-JSON response."
    if (!answer || typeof answer !== 'object') return { ok: true, analysis: TOUR_TEXTS.nonJsonOk };
    body = answer as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === 'invalid') return { ok: false, message: tourErrors.parse(error.message) };
    if (error.kind !== 'http') return { ok: false, message: tourErrors.fetch(errorReason(error)) };
    if (error.body === null || typeof error.body !== 'object')
      return {
        ok: false,
        message: tourErrors.nonJson(error.status, error.statusText, String(error.body ?? '')),
      };
    const failure = error.body as Record<string, unknown>;
    const message = asText(failure.error ?? failure.detail ?? error.statusText);
    const details = asText(failure.details ?? failure.traceback ?? TOUR_TEXTS.noDetails);
    return { ok: false, message: tourErrors.failure(message, details, error.status) };
  }
  const parsed = analyzeFrameResponseSchema.safeParse(body);
  if (parsed.success) {
    return {
      ok: true,
      analysis: parsed.data.analysis,
      report: parsed.data.report,
      evidenceToken: parsed.data.evidence_token,
      // The language the reply is in (decision 270); a server before it says none: English.
      ...(parsed.data.reply_language ? { language: parsed.data.reply_language } : {}),
    };
  }
  if (typeof body?.analysis === 'string') return { ok: true, analysis: body.analysis };
  return { ok: false, message: tourErrors.parse('the answer has no analysis') };
}

/** "Analyze Current View" sends its frame through this mutation (`mutateAsync`, after the capture). */
export function useAnalyzeFrame() {
  return useMutation({ mutationFn: analyzeFrame });
}
