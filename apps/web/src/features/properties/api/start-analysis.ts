import { API_PATHS } from '@homie/contracts/routes';
import type { AnalysisRequest } from '@homie/contracts/properties';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#lib/api-client.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
import { callPropertyApi } from '../utils/call-property-api.ts';

/** POST /manual_analysis; answers the job id or throws "Analysis failed to return a job ID." (spec §5). */
export async function startAnalysis(request: AnalysisRequest, signal?: AbortSignal): Promise<string> {
  const body = await callPropertyApi(API_PATHS.properties.analysis, {
    method: 'POST',
    body: request,
    signal,
  });
  const jobId = body.job_id;
  if (typeof jobId !== 'string' || jobId === '')
    throw new ApiError(ANALYSIS_ERRORS.noJobId, 200, body, { kind: 'invalid' });
  return jobId;
}

/** Starting an analysis as a mutation: the analysis chain awaits it (`mutateAsync`) with the run's signal. */
export function useStartAnalysis() {
  return useMutation({
    mutationFn: ({ request, signal }: { request: AnalysisRequest; signal?: AbortSignal }) =>
      startAnalysis(request, signal),
  });
}
