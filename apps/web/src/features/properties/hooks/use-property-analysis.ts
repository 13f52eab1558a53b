import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { isAbortError } from '#lib/api-client.ts';
import { missReason } from '../api/call-property-api.ts';
import {
  analyzeAddress,
  analyzeOwnerFacts,
  type OwnerFacts,
  type PropertyCorrections,
  reanalyzeProperty,
} from '../api/run-analysis.ts';
import { type PropertyResult, type UserEnteredAddress, usePropertyStore } from '../stores/property-store.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';

/**
 * Runs an analysis into the property store: loading set, error cleared, the result saved; on
 * failure the error saved (and address, info, comps cleared, spec §4). A newer run cancels an older
 * one: its requests are aborted and its result query cancelled (decision 074, 141).
 * Resolves with the error message, or null on success.
 */
export function usePropertyAnalysis() {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Cancels the run in flight and starts a new one; `isCurrent` tells whether it is still the latest. */
  const begin = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return { signal: current.signal, isCurrent: () => controller.current === current };
  }, []);

  const run = useCallback(
    async (
      task: (signal: AbortSignal) => Promise<PropertyResult>,
      fallback: string,
      address: UserEnteredAddress | null,
    ) => {
      const { signal, isCurrent } = begin();
      const store = usePropertyStore.getState();
      usePropertyStore.setState({ isLoading: true, error: null });
      try {
        store.setResult(await task(signal));
        return null;
      } catch (error) {
        if (isAbortError(error)) return null;
        if (missReason(error) === 'unit_required') {
          // The building is on record: its owner names the unit, in the Unit field (decision 197).
          store.setError((error as Error).message);
          usePropertyStore.setState({ unitRequired: true });
          return null;
        }
        if (address && missReason(error) === 'not_in_records') {
          // Not a failure: the screen asks for the home's facts instead (issue 14 item 2).
          store.setError((error as Error).message);
          usePropertyStore.setState({ error: null, missingAddress: address });
          return null;
        }
        const message = error instanceof Error && error.message ? error.message : fallback;
        store.setError(message);
        return message;
      } finally {
        if (isCurrent()) usePropertyStore.setState({ isLoading: false });
      }
    },
    [begin],
  );

  const onJobId = useCallback((jobId: string) => usePropertyStore.getState().setJobId(jobId), []);

  /** Lookup → analysis → result for an address. */
  const analyze = useCallback(
    (address: UserEnteredAddress, fallback: string = ANALYSIS_ERRORS.unknown) =>
      run((signal) => analyzeAddress(address, { queryClient, signal, onJobId }), fallback, address),
    [run, queryClient, onJobId],
  );

  /** The analysis of the home the lookup did not find, from the facts its owner entered. */
  const analyzeFacts = useCallback(
    (facts: OwnerFacts, fallback: string = ANALYSIS_ERRORS.analysisDefault) => {
      const address = usePropertyStore.getState().missingAddress;
      if (!address) return Promise.resolve(fallback);
      return run(
        (signal) => analyzeOwnerFacts(address, facts, { queryClient, signal, onJobId }),
        fallback,
        null,
      );
    },
    [run, queryClient, onJobId],
  );

  /**
   * Re-runs the current property's analysis with the owner's corrections. Unlike a new address, a
   * failure here keeps the result on screen and only reports the message.
   */
  const reanalyze = useCallback(
    async (corrections: PropertyCorrections) => {
      const { propertyInfo, userEnteredAddress } = usePropertyStore.getState();
      if (!propertyInfo || !userEnteredAddress) return ANALYSIS_ERRORS.analysisDefault;
      const { signal, isCurrent } = begin();
      usePropertyStore.setState({ isLoading: true });
      try {
        usePropertyStore
          .getState()
          .setResult(
            await reanalyzeProperty(userEnteredAddress, propertyInfo, corrections, { queryClient, signal }),
          );
        return null;
      } catch (error) {
        if (isAbortError(error)) return null;
        return error instanceof Error && error.message ? error.message : ANALYSIS_ERRORS.analysisDefault;
      } finally {
        if (isCurrent()) usePropertyStore.setState({ isLoading: false });
      }
    },
    [begin, queryClient],
  );

  return { analyze, analyzeFacts, reanalyze };
}
