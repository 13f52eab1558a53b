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
import { authFetch } from '#lib/api-client.ts';
import { errorReason } from '../utils/error-reason.ts';

export type AnalyzeResult =
  | { ok: true; analysis: string; report?: FrameReport; evidenceToken?: string }
  | { ok: false; message: string };

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export async function analyzeFrame(frame: Blob): Promise<AnalyzeResult> {
  const form = new FormData();
  form.append(FRAME_FIELD, frame, FRAME_FILENAME);
  let response: Response;
  try {
    response = await authFetch(TOUR_API.analyzeFrame, { method: 'POST', body: form });
  } catch (error) {
    return { ok: false, message: tourErrors.fetch(errorReason(error)) };
  }
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  if (!isJson) {
    if (response.ok) return { ok: true, analysis: TOUR_TEXTS.nonJsonOk };
    const text = await response.text().catch(() => '');
    return { ok: false, message: tourErrors.nonJson(response.status, response.statusText, text) };
  }
  let body: Record<string, unknown>;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    return { ok: false, message: tourErrors.parse(errorReason(error)) };
  }
  if (!response.ok) {
    const message = asText(body?.error ?? body?.detail ?? response.statusText);
    const details = asText(body?.details ?? body?.traceback ?? TOUR_TEXTS.noDetails);
    return { ok: false, message: tourErrors.failure(message, details, response.status) };
  }
  const parsed = analyzeFrameResponseSchema.safeParse(body);
  if (parsed.success) {
    return {
      ok: true,
      analysis: parsed.data.analysis,
      report: parsed.data.report,
      evidenceToken: parsed.data.evidence_token,
    };
  }
  if (typeof body?.analysis === 'string') return { ok: true, analysis: body.analysis };
  return { ok: false, message: tourErrors.parse('the answer has no analysis') };
}
