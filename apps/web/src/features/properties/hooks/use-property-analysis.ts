import { isCancelledError } from '@tanstack/react-query';
import type { ErrorCode } from '@homie/contracts/errors';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError, isAbortError } from '#lib/api-client.ts';
import { isNotInRecords, isUnitRequired } from '../utils/call-property-api.ts';
import { useAnalysisResult } from '../api/get-analysis-result.ts';
import { useLookupProperty } from '../api/lookup-property.ts';
import {
  analyzeAddress,
  analyzeOwnerFacts,
  type OwnerFacts,
  type PropertyCorrections,
  type RunOptions,
  reanalyzeProperty,
} from '../utils/run-analysis.ts';
import { useStartAnalysis } from '../api/start-analysis.ts';
import { type PropertyResult, type UserEnteredAddress, usePropertyStore } from '../stores/property-store.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';

/** A run given up for a newer one (or an unmounted screen): its POST aborted or its result query cancelled. */
const isCancelled = (error: unknown) => isAbortError(error) || isCancelledError(error);

/** The contract's code of an API error (its message in another language: decision 252). */
const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : null);

/** A failed run as a screen reports it: the English message, and the API's code if it answered one. */
export interface AnalysisFailure {
  message: string;
  code: ErrorCode | null;
}

/**
 * Runs an analysis into the property store: loading set, error cleared, the result saved; on
 * failure the error saved (and address, info, comps cleared, spec §4). The steps are the hooks of
 * the endpoint files: the lookup and the start are mutations (awaited with `mutateAsync`), the
 * result the result query (decision 213). A newer run cancels an older one: its POSTs are aborted
 * through the run's signal and the result query is cancelled by the library (decision 074, 141).
 * Resolves with the error message, or null on success.
 */
export function usePropertyAnalysis() {
  const { mutateAsync: lookupAsync } = useLookupProperty();
  const { mutateAsync: startAsync } = useStartAnalysis();
  const { read: readResult, cancel: cancelResult } = useAnalysisResult();
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
      void cancelResult();
    },
    [cancelResult],
  );

  /** Cancels the run in flight and starts a new one; `isCurrent` tells whether it is still the latest. */
  const begin = useCallback(() => {
    controller.current?.abort();
    void cancelResult();
    const current = new AbortController();
    controller.current = current;
    return { signal: current.signal, isCurrent: () => controller.current === current };
  }, [cancelResult]);

  /** The run's steps; `lookupFailure` remembers the lookup's own failure (a miss is read from it only). */
  const stepsFor = useCallback(
    (signal: AbortSignal, failures: { lookup?: unknown } = {}): RunOptions => ({
      lookup: (address) =>
        lookupAsync({ address, signal }).catch((error: unknown) => {
          failures.lookup = error;
          throw error;
        }),
      start: (request) => startAsync({ request, signal }),
      readResult,
      signal,
    }),
    [lookupAsync, startAsync, readResult],
  );

  const run = useCallback(
    async (
      task: (steps: RunOptions) => Promise<PropertyResult>,
      fallback: string,
      address: UserEnteredAddress | null,
    ) => {
      const { signal, isCurrent } = begin();
      const store = usePropertyStore.getState();
      const failures: { lookup?: unknown } = {};
      usePropertyStore.setState({ isLoading: true, error: null });
      try {
        const result = await task(stepsFor(signal, failures));
        if (!isCurrent()) return null;
        store.setResult(result);
        return null;
      } catch (error) {
        if (isCancelled(error) || !isCurrent()) return null;
        const lookupMiss = error === failures.lookup;
        if (lookupMiss && isUnitRequired(error)) {
          // The building is on record: its owner names the unit, in the Unit field (decision 197).
          store.setError((error as Error).message, codeOf(error));
          usePropertyStore.setState({ unitRequired: true });
          return null;
        }
        if (address && lookupMiss && isNotInRecords(error)) {
          // Not a failure: the screen asks for the home's facts instead (issue 14 item 2).
          store.setError((error as Error).message);
          usePropertyStore.setState({ error: null, missingAddress: address });
          return null;
        }
        const message = error instanceof Error && error.message ? error.message : fallback;
        store.setError(message, error instanceof Error && error.message ? codeOf(error) : null);
        return message;
      } finally {
        if (isCurrent()) usePropertyStore.setState({ isLoading: false });
      }
    },
    [begin, stepsFor],
  );

  const onJobId = useCallback((jobId: string) => usePropertyStore.getState().setJobId(jobId), []);

  /** Lookup → analysis → result for an address. */
  const analyze = useCallback(
    (address: UserEnteredAddress, fallback: string = ANALYSIS_ERRORS.unknown) =>
      run((steps) => analyzeAddress(address, { ...steps, onJobId }), fallback, address),
    [run, onJobId],
  );

  /** The analysis of the home the lookup did not find, from the facts its owner entered. */
  const analyzeFacts = useCallback(
    (facts: OwnerFacts, fallback: string = ANALYSIS_ERRORS.analysisDefault) => {
      const address = usePropertyStore.getState().missingAddress;
      if (!address) return Promise.resolve(fallback);
      return run((steps) => analyzeOwnerFacts(address, facts, { ...steps, onJobId }), fallback, null);
    },
    [run, onJobId],
  );

  /**
   * Re-runs the current property's analysis with the owner's corrections. Unlike a new address, a
   * failure here keeps the result on screen and only reports the failure: its message, and the
   * contract's code when the API answered one (shown in the visitor's language, decision 252).
   */
  const reanalyze = useCallback(
    async (corrections: PropertyCorrections): Promise<AnalysisFailure | null> => {
      const { propertyInfo, userEnteredAddress } = usePropertyStore.getState();
      if (!propertyInfo || !userEnteredAddress)
        return { message: ANALYSIS_ERRORS.analysisDefault, code: null };
      const { signal, isCurrent } = begin();
      usePropertyStore.setState({ isLoading: true });
      try {
        const result = await reanalyzeProperty(
          userEnteredAddress,
          propertyInfo,
          corrections,
          stepsFor(signal),
        );
        if (!isCurrent()) return null;
        usePropertyStore.getState().setResult(result);
        return null;
      } catch (error) {
        if (isCancelled(error) || !isCurrent()) return null;
        return error instanceof Error && error.message
          ? { message: error.message, code: codeOf(error) }
          : { message: ANALYSIS_ERRORS.analysisDefault, code: null };
      } finally {
        if (isCurrent()) usePropertyStore.setState({ isLoading: false });
      }
    },
    [begin, stepsFor],
  );

  return { analyze, analyzeFacts, reanalyze };
}
