import type { QueryResultResponse } from '@homie/contracts/properties';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
import { callPropertyApi, PropertyApiError } from './call-property-api.ts';
import { propertyResponseSchemas } from './response-schemas.ts';

export interface PollOptions {
  attempts?: number;
  /** Delay before the second attempt; each later one waits 1.5× longer, up to 2 s. */
  firstDelayMs?: number;
  signal?: AbortSignal;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    });
  });

/**
 * GET /query_result?job_id=: asked at once, since the server computes the analysis before it
 * answers the job id; it is polled again only while the job is not there yet (a 404 or 5xx, or no
 * result). A failed job throws its error; 20 misses throw the spec's "multiple attempts" message.
 */
export async function getAnalysisResult(
  jobId: string,
  options: PollOptions = {},
): Promise<QueryResultResponse> {
  const { attempts = 20, firstDelayMs = 150, signal } = options;
  let delay = firstDelayMs;
  const schemas = propertyResponseSchemas();
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const body = await callPropertyApi(`/query_result?job_id=${encodeURIComponent(jobId)}`, { signal });
      const { QueryResultResponseSchema } = await schemas;
      const parsed = QueryResultResponseSchema.safeParse(body);
      if (parsed.success && parsed.data.status === 'completed') return parsed.data;
      if (parsed.success && parsed.data.status === 'failed')
        throw new Error(parsed.data.error || ANALYSIS_ERRORS.analysisDefault);
    } catch (error) {
      const retriable = error instanceof PropertyApiError && (error.status === 404 || error.status >= 500);
      if (!retriable) throw error;
    }
    if (attempt < attempts) {
      await sleep(delay, signal);
      delay = Math.min(delay * 1.5, 2000);
    }
  }
  throw new Error(ANALYSIS_ERRORS.pollingExhausted);
}
