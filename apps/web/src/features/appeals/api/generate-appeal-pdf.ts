import { APPEAL_ERRORS } from '@homie/contracts/appeals';
import { FILL_FORM_PATHS } from '@homie/contracts/appeals-report';
import { authFetch, readBody } from '#lib/api-client.ts';
import type { AppealRequestBody } from '../utils/appeal-request.ts';
import { fileNameFromDisposition } from '../utils/download-file.ts';
import { orderHeaders } from './order-headers.ts';

export type GenerateOutcome =
  | { ok: true; blob: Blob; fileName: string }
  | { ok: false; message: string; errors: unknown; warnings: string[] };

/**
 * POST /fill-form (spec §7): the filled county application as a PDF, named by Content-Disposition
 * (default filled_form.pdf). A failure answers JSON with `error` (and field `errors`).
 */
export async function generateAppealPdf(
  body: AppealRequestBody,
  orderToken: string | null,
): Promise<GenerateOutcome> {
  let response: Response;
  try {
    response = await authFetch(FILL_FORM_PATHS.generate, {
      method: 'POST',
      body,
      headers: { ...orderHeaders(orderToken), Accept: 'application/pdf, application/json' },
    });
  } catch {
    return { ok: false, message: APPEAL_ERRORS.submissionNetwork, errors: null, warnings: [] };
  }
  if (response.ok) {
    return {
      ok: true,
      blob: new Blob([await response.arrayBuffer()], { type: 'application/pdf' }),
      fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
    };
  }
  const payload = (await readBody(response)) as {
    error?: unknown;
    errors?: unknown;
    warnings?: unknown;
  } | null;
  const message =
    typeof payload?.error === 'string' && payload.error ? payload.error : APPEAL_ERRORS.submissionFailed;
  const warnings = Array.isArray(payload?.warnings) ? payload.warnings.map(String) : [];
  return { ok: false, message, errors: payload?.errors ?? null, warnings };
}
