import { API_PATHS } from '@homie/contracts/routes';
import type { QueryResultResponse } from '@homie/contracts/properties';
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError } from '#lib/api-client.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
import { callPropertyApi } from './call-property-api.ts';
import { propertyResponseSchemas } from './response-schemas.ts';

/** At most this many reads of a job's result (spec §4's 20 attempts). */
export const MAX_RESULT_ATTEMPTS = 20;

/** The wait after the n-th read (n from 1): 150 ms, then 1.5× longer each time, capped at 2 s (decision 074). */
export const resultDelayAfter = (attempt: number) => Math.min(150 * 1.5 ** (attempt - 1), 2000);

export const analysisResultKey = (jobId: string) => ['properties', 'analysis-result', jobId] as const;

/** A job the server does not have yet (a 404, or a 5xx behind a lagging replica): asked again. */
export function isResultNotThereYet(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status >= 500);
}

/**
 * One GET /query_result?job_id=: the completed result, null when the answer is not a result yet
 * (asked again), or an ApiError: a failed job with its own error (at once, never asked again), a
 * job not there yet (retried), anything else.
 */
export async function readAnalysisResult(
  jobId: string,
  signal?: AbortSignal,
): Promise<QueryResultResponse | null> {
  const schemas = propertyResponseSchemas();
  const body = await callPropertyApi(`${API_PATHS.properties.result}?job_id=${encodeURIComponent(jobId)}`, {
    signal,
  });
  const { queryResultResponseSchema } = await schemas;
  const parsed = queryResultResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  if (parsed.data.status === 'failed')
    throw new ApiError(parsed.data.error || ANALYSIS_ERRORS.analysisDefault, 200, body, { kind: 'invalid' });
  return parsed.data;
}

/**
 * The job's result through TanStack Query (decision 141): read at once, since the server computes
 * the analysis before it answers the job id; asked again only while it is not there (decision
 * 074): a 404/5xx is retried by the library (`retry`, `retryDelay`), an answer that is not a result
 * yet is polled (`refetchInterval`), 20 reads in all, then the spec's "multiple attempts" message.
 * Aborting `signal` cancels the query (`cancelQueries`), in flight or waiting.
 */
export function getAnalysisResult(
  queryClient: QueryClient,
  jobId: string,
  signal?: AbortSignal,
): Promise<QueryResultResponse> {
  let attempts = 0;
  const queryKey = analysisResultKey(jobId);
  const observer = new QueryObserver<QueryResultResponse | null, Error>(queryClient, {
    queryKey,
    queryFn: ({ signal: querySignal }) => {
      attempts += 1;
      return readAnalysisResult(jobId, querySignal);
    },
    // Each wait reads afresh (a re-analysis may answer the same job id); nothing is kept after it.
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
    retry: (_failures, error) => isResultNotThereYet(error) && attempts < MAX_RESULT_ATTEMPTS,
    retryDelay: () => resultDelayAfter(attempts),
    refetchInterval: (query) =>
      query.state.data === null && attempts < MAX_RESULT_ATTEMPTS ? resultDelayAfter(attempts) : false,
    refetchIntervalInBackground: true,
  });
  return new Promise((resolve, reject) => {
    let unsubscribe = () => {};
    const finish = (settle: () => void) => {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => {
      finish(() => reject(new ApiError('The request was cancelled.', 0, null, { kind: 'aborted' })));
      void queryClient.cancelQueries({ queryKey, exact: true });
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    unsubscribe = observer.subscribe((result) => {
      if (result.data) {
        const data = result.data;
        finish(() => resolve(data));
      } else if (result.status === 'error' && !result.isFetching) {
        const error = result.error;
        finish(() =>
          reject(isResultNotThereYet(error) && error instanceof ApiError ? restatedExhausted(error) : error),
        );
      } else if (result.data === null && !result.isFetching && attempts >= MAX_RESULT_ATTEMPTS) {
        finish(() => reject(new ApiError(ANALYSIS_ERRORS.pollingExhausted, 200, null, { kind: 'invalid' })));
      }
    });
  });
}

function restatedExhausted(error: ApiError): ApiError {
  return new ApiError(ANALYSIS_ERRORS.pollingExhausted, error.status, error.body, {
    kind: error.kind,
    statusText: error.statusText,
    cause: error,
  });
}
