import { isCancelledError, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hang, json, mockFetch } from '#test/mock-fetch.ts';
import { propertyInfo, queryResult } from '../testing/fixtures.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
import {
  analysisResultsKey,
  fetchAnalysisResult,
  MAX_RESULT_ATTEMPTS,
  resultDelayAfter,
} from './get-analysis-result.ts';

const client = () => new QueryClient();
const completed = () => queryResult([], propertyInfo());

describe('the analysis result query (decision 074 on TanStack Query, decision 213)', () => {
  // The response schemas load with the first call; loaded once here so fake time measures only the reads.
  beforeAll(() => import('@homie/contracts/properties'));

  it('reads the result at once, with no wait, and asks no more', async () => {
    vi.useFakeTimers();
    const api = mockFetch({ 'GET /query_result': () => json(completed()) });
    let settled: unknown = null;
    void fetchAnalysisResult(client(), 'job-1').then((result) => {
      settled = result;
    });
    // Well before the first retry delay (150 ms) could have passed.
    await vi.advanceTimersByTimeAsync(resultDelayAfter(1) - 1);
    expect(settled).toMatchObject({ status: 'completed' });
    expect(api.calls('GET /query_result')).toHaveLength(1);
  });

  it('asks again only while the job is not there (job_not_found, 5xx), 150 ms then 1.5× longer', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const api = mockFetch({
      'GET /query_result': () => {
        calls += 1;
        if (calls === 1) return json({ error: 'Job not found', code: 'job_not_found' }, 404);
        if (calls === 2) return json({ error: 'replica lag' }, 503);
        return json(completed());
      },
    });
    const result = fetchAnalysisResult(client(), 'job-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(resultDelayAfter(1) - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(resultDelayAfter(2));
    await expect(result).resolves.toMatchObject({ status: 'completed' });
    expect(api.calls('GET /query_result')).toHaveLength(3);
  });

  it('polls an answer that is not a result yet until it is one', async () => {
    vi.useFakeTimers();
    let calls = 0;
    mockFetch({
      'GET /query_result': () => {
        calls += 1;
        return calls < 3 ? json({ success: true, status: 'processing' }) : json(completed());
      },
    });
    const result = fetchAnalysisResult(client(), 'job-1');
    await vi.advanceTimersByTimeAsync(resultDelayAfter(1) + resultDelayAfter(2));
    await expect(result).resolves.toMatchObject({ status: 'completed' });
    expect(calls).toBe(3);
  });

  it('a refusal that is not "not there yet" (a job of another account) fails at once, by its code', async () => {
    const api = mockFetch({
      'GET /query_result': () =>
        json({ error: 'This analysis belongs to another account.', code: 'job_of_another_account' }, 403),
    });
    await expect(fetchAnalysisResult(client(), 'job-1')).rejects.toMatchObject({
      code: 'job_of_another_account',
      message: 'This analysis belongs to another account.',
    });
    expect(api.calls('GET /query_result')).toHaveLength(1);
  });

  it('a failed job shows its own error at once, never asked again', async () => {
    const api = mockFetch({
      'GET /query_result': () => json({ ...completed(), status: 'failed', error: 'No comparable sales.' }),
    });
    await expect(fetchAnalysisResult(client(), 'job-1')).rejects.toThrow('No comparable sales.');
    expect(api.calls('GET /query_result')).toHaveLength(1);
  });

  it('gives up after 20 reads with the spec text, and caps the wait at 2 s', async () => {
    vi.useFakeTimers();
    const api = mockFetch({
      'GET /query_result': () => json({ error: 'Job not found', code: 'job_not_found' }, 404),
    });
    const result = fetchAnalysisResult(client(), 'job-1');
    const assertion = expect(result).rejects.toThrow(ANALYSIS_ERRORS.pollingExhausted);
    await vi.advanceTimersByTimeAsync(60_000);
    await assertion;
    expect(api.calls('GET /query_result')).toHaveLength(MAX_RESULT_ATTEMPTS);
    expect(resultDelayAfter(19)).toBe(2000);
  });

  it('cancelling the query aborts the read in flight and ends the wait', async () => {
    const api = mockFetch({ 'GET /query_result': hang });
    const queryClient = client();
    const result = fetchAnalysisResult(queryClient, 'job-1');
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    void queryClient.cancelQueries({ queryKey: analysisResultsKey });
    const error = await result.catch((e: unknown) => e);
    expect(isCancelledError(error)).toBe(true);
    await vi.waitFor(() => expect(api.requests[0]?.signal?.aborted).toBe(true));
  });
});
