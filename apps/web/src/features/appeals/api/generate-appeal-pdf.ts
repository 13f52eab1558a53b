import { APPEAL_ERRORS } from '@homie/contracts/appeals';
import { FILL_FORM_PATHS } from '@homie/contracts/appeals-report';
import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from '#lib/api-client.ts';
import type { AppealRequestBody } from '../utils/appeal-request.ts';
import { pairWarnings, type ShownWarning } from '../utils/appeal-warnings.ts';
import { fileNameFromDisposition } from '#lib/download-file.ts';
import { orderHeaders } from '#lib/order-headers.ts';

export type GenerateOutcome =
  | { ok: true; blob: Blob; fileName: string }
  | { ok: false; message: string; errors: unknown; warnings: ShownWarning[] };

/**
 * POST /fill-form (spec §7): the filled county application as a PDF, named by Content-Disposition
 * (default filled_form.pdf). A failure answers JSON with `error` (and field `errors`).
 */
export async function generateAppealPdf(
  body: AppealRequestBody,
  orderToken: string | null,
): Promise<GenerateOutcome> {
  let payload: { error?: unknown; errors?: unknown; warnings?: unknown; warning_parts?: unknown } | null;
  try {
    const { blob, headers } = await request(FILL_FORM_PATHS.generate, {
      auth: true,
      method: 'POST',
      body,
      headers: { ...orderHeaders(orderToken), Accept: 'application/pdf, application/json' },
      read: 'blob',
    });
    return {
      ok: true,
      blob: new Blob([blob], { type: 'application/pdf' }),
      fileName: fileNameFromDisposition(headers.get('Content-Disposition')),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind !== 'http')
      return { ok: false, message: APPEAL_ERRORS.submissionNetwork, errors: null, warnings: [] };
    payload = error.body && typeof error.body === 'object' ? (error.body as typeof payload) : null;
  }
  const message =
    typeof payload?.error === 'string' && payload.error ? payload.error : APPEAL_ERRORS.submissionFailed;
  const texts = Array.isArray(payload?.warnings) ? payload.warnings.map(String) : [];
  const warnings = pairWarnings(texts, payload?.warning_parts);
  return { ok: false, message, errors: payload?.errors ?? null, warnings };
}

/** Generate PDF as a mutation (decision 142): the appeal form awaits its outcome. */
export function useGenerateAppealPdf(orderToken: string | null) {
  return useMutation({ mutationFn: (body: AppealRequestBody) => generateAppealPdf(body, orderToken) });
}
