import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hang, json, mockFetch } from '#test/mock-fetch.ts';
import { propertyInfo, queryResult } from '../testing/fixtures.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
import { getAnalysisResult, MAX_RESULT_ATTEMPTS, resultDelayAfter } from './get-analysis-result.ts';

const client = () => new QueryClient();
const completed = () => queryResult([], propertyInfo());

describe('getAnalysisResult (decision 074 on TanStack Query)', () => {
  // The response schemas load with the first call; loaded once here so fake time measures only the reads.
  beforeAll(() => import('@homie/contracts/properties'));

  it('reads the result at once, with no wait, and asks no more', async () => {
    vi.useFakeTimers();
    const api = mockFetch({ 'GET /query_result': () => json(completed()) });
    let settled: unknown = null;
    void getAnalysisResult(client(), 'job-1').then((result) => {
      settled = result;
    });
    // Well before the first retry delay (150 ms) could have passed.
    await vi.advanceTimersByTimeAsync(resultDelayAfter(1) - 1);
    expect(settled).toMatchObject({ status: 'completed' });
    expect(api.calls('GET /query_result')).toHaveLength(1);
  });

  it('asks again only while the job is not there (404, 5xx), 150 ms then 1.5× longer', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const api = mockFetch({
      'GET /query_result': () => {
        calls += 1;
        if (calls === 1) return json({ error: 'Job not found' }, 404);
        if (calls === 2) return json({ error: 'replica lag' }, 503);
        return json(completed());
      },
    });
    const result = getAnalysisResult(client(), 'job-1');
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

  it('a failed job shows its own error at once, never asked again', async () => {
    const api = mockFetch({
      'GET /query_result': () => json({ ...completed(), status: 'failed', error: 'No comparable sales.' }),
    });
    await expect(getAnalysisResult(client(), 'job-1')).rejects.toThrow('No comparable sales.');
    expect(api.calls('GET /query_result')).toHaveLength(1);
  });

  it('gives up after 20 reads with the spec text, and caps the wait at 2 s', async () => {
    vi.useFakeTimers();
    const api = mockFetch({ 'GET /query_result': () => json({ error: 'Job not found' }, 404) });
    const result = getAnalysisResult(client(), 'job-1');
    const assertion = expect(result).rejects.toThrow(ANALYSIS_ERRORS.pollingExhausted);
    await vi.advanceTimersByTimeAsync(60_000);
    await assertion;
    expect(api.calls('GET /query_result')).toHaveLength(MAX_RESULT_ATTEMPTS);
    expect(resultDelayAfter(19)).toBe(2000);
  });

  it('aborting cancels the read in flight (the query is cancelled)', async () => {
    const api = mockFetch({ 'GET /query_result': hang });
    const queryClient = client();
    const controller = new AbortController();
    const result = getAnalysisResult(queryClient, 'job-1', controller.signal);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'aborted' });
    await vi.waitFor(() => expect(api.requests[0]?.signal?.aborted).toBe(true));
  });
});
