import { API_PATHS } from '@homie/contracts/routes';
import type { QueryResultResponse } from '@homie/contracts/properties';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
import { callPropertyApi } from '../utils/call-property-api.ts';
import { propertyResponseSchemas } from '../utils/response-schemas.ts';

/** At most this many reads of a job's result (spec §4's 20 attempts). */
export const MAX_RESULT_ATTEMPTS = 20;

/** The wait after the n-th read (n from 1): 150 ms, then 1.5× longer each time, capped at 2 s (decision 074). */
export const resultDelayAfter = (attempt: number) => Math.min(150 * 1.5 ** (attempt - 1), 2000);

export const analysisResultKey = (jobId: string) => ['properties', 'analysis-result', jobId] as const;

/** Every job's result query (a newer run cancels them all). */
export const analysisResultsKey = ['properties', 'analysis-result'] as const;

/**
 * A job the server does not have yet, by the answer's error code (`job_not_found`, or any 404), or a
 * 5xx behind a lagging replica: asked again.
 */
export function isResultNotThereYet(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  return error.code === 'job_not_found' || error.status === 404 || error.status >= 500;
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

/** The answer that is not a result yet, as a failure the library asks again after (never shown). */
class ResultNotReady extends Error {}

const askAgain = (error: unknown) => error instanceof ResultNotReady || isResultNotThereYet(error);

/**
 * The job's result query (decision 074, 213): read at once, since the server computes the analysis
 * before it answers the job id; asked again by the library only while it is not there (a
 * `job_not_found`/404/5xx, or an answer that is not a result yet), 150 ms then 1.5× longer, 20 reads
 * in all; a failed job fails at once. Each wait reads afresh (a re-analysis may answer the same job
 * id) and nothing is kept after it.
 */
export const analysisResultQuery = (jobId: string) =>
  queryOptions<QueryResultResponse, Error>({
    queryKey: analysisResultKey(jobId),
    queryFn: async ({ signal }) => {
      const result = await readAnalysisResult(jobId, signal);
      if (!result) throw new ResultNotReady();
      return result;
    },
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
    retry: (failures, error) => askAgain(error) && failures < MAX_RESULT_ATTEMPTS - 1,
    retryDelay: (failures) => resultDelayAfter(failures + 1),
  });

/** What a wait that ran out of reads shows: the spec's "multiple attempts" text. */
function exhausted(error: unknown): unknown {
  if (error instanceof ResultNotReady)
    return new ApiError(ANALYSIS_ERRORS.pollingExhausted, 200, null, { kind: 'invalid' });
  if (error instanceof ApiError && isResultNotThereYet(error))
    return new ApiError(ANALYSIS_ERRORS.pollingExhausted, error.status, error.body, {
      kind: error.kind,
      code: error.code,
      statusText: error.statusText,
      cause: error,
    });
  return error;
}

/**
 * Waits for a job's result through the query cache: the library reads, retries and cancels
 * (`queryClient.cancelQueries({ queryKey: analysisResultsKey })` rejects the wait with the
 * library's CancelledError).
 */
export function fetchAnalysisResult(queryClient: QueryClient, jobId: string): Promise<QueryResultResponse> {
  return queryClient.fetchQuery(analysisResultQuery(jobId)).catch((error: unknown) => {
    throw exhausted(error);
  });
}

/** The hook: a function that waits for a job's result (the analysis chain awaits it after its POSTs). */
export function useAnalysisResult() {
  const queryClient = useQueryClient();
  const read = useCallback((jobId: string) => fetchAnalysisResult(queryClient, jobId), [queryClient]);
  const cancel = useCallback(
    () => queryClient.cancelQueries({ queryKey: analysisResultsKey }),
    [queryClient],
  );
  return { read, cancel };
}

/**
 * A paid order's analysis as stored, for its form (decision 106): the order's job exists, so two
 * reads at most (a miss is asked once more), kept for the visit. Asked only when `enabled`.
 */
export function useOrderAnalysisResult(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['appeals', 'order-analysis', jobId],
    queryFn: ({ signal }) => readAnalysisResult(jobId, signal),
    retry: (failures, error) => isResultNotThereYet(error) && failures < 1,
    retryDelay: resultDelayAfter(1),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
