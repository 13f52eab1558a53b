import { useCallback, useEffect, useRef } from 'react';
import {
  AddressNotInRecordsError,
  analyzeAddress,
  analyzeOwnerFacts,
  type OwnerFacts,
  type PropertyCorrections,
  reanalyzeProperty,
} from '../api/run-analysis.ts';
import { type PropertyResult, type UserEnteredAddress, usePropertyStore } from '../stores/property-store.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Runs an analysis into the property store: loading set, error cleared, the result saved; on
 * failure the error saved (and address, info, comps cleared, spec §4). A newer run cancels an older one.
 * Resolves with the error message, or null on success.
 */
export function usePropertyAnalysis() {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (task: (signal: AbortSignal) => Promise<PropertyResult>, fallback: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const store = usePropertyStore.getState();
      usePropertyStore.setState({ isLoading: true, error: null });
      try {
        store.setResult(await task(current.signal));
        return null;
      } catch (error) {
        if (isAbort(error)) return null;
        if (error instanceof AddressNotInRecordsError) {
          // Not a failure: the screen asks for the home's facts instead.
          store.setError(error.message);
          usePropertyStore.setState({ error: null, missingAddress: error.address });
          return null;
        }
        const message = error instanceof Error && error.message ? error.message : fallback;
        store.setError(message);
        return message;
      } finally {
        if (controller.current === current) usePropertyStore.setState({ isLoading: false });
      }
    },
    [],
  );

  /** Lookup → analysis → result for an address. */
  const analyze = useCallback(
    (address: UserEnteredAddress, fallback: string = ANALYSIS_ERRORS.unknown) =>
      run(
        (signal) =>
          analyzeAddress(address, {
            signal,
            onJobId: (jobId) => usePropertyStore.getState().setJobId(jobId),
          }),
        fallback,
      ),
    [run],
  );

  /** The analysis of the home the lookup did not find, from the facts its owner entered. */
  const analyzeFacts = useCallback(
    (facts: OwnerFacts, fallback: string = ANALYSIS_ERRORS.analysisDefault) => {
      const address = usePropertyStore.getState().missingAddress;
      if (!address) return Promise.resolve(fallback);
      return run(
        (signal) =>
          analyzeOwnerFacts(address, facts, {
            signal,
            onJobId: (jobId) => usePropertyStore.getState().setJobId(jobId),
          }),
        fallback,
      );
    },
    [run],
  );

  /**
   * Re-runs the current property's analysis with the owner's corrections. Unlike a new address, a
   * failure here keeps the result on screen and only reports the message.
   */
  const reanalyze = useCallback(async (corrections: PropertyCorrections) => {
    const { propertyInfo, userEnteredAddress } = usePropertyStore.getState();
    if (!propertyInfo || !userEnteredAddress) return ANALYSIS_ERRORS.analysisDefault;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    usePropertyStore.setState({ isLoading: true });
    try {
      usePropertyStore
        .getState()
        .setResult(await reanalyzeProperty(userEnteredAddress, propertyInfo, corrections, current.signal));
      return null;
    } catch (error) {
      if (isAbort(error)) return null;
      return error instanceof Error && error.message ? error.message : ANALYSIS_ERRORS.analysisDefault;
    } finally {
      if (controller.current === current) usePropertyStore.setState({ isLoading: false });
    }
  }, []);

  return { analyze, analyzeFacts, reanalyze };
}
