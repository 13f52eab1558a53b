import { type RefObject, useCallback } from 'react';
import { TOUR_TEXTS, tourErrors } from '@homie/contracts/tour';
import { useSessionStore } from '#lib/session-store.ts';
import { type AnalyzeResult, useAnalyzeFrame } from '../api/analyze-frame.ts';
import { tourActions, useTourStore } from '../stores/tour-store.ts';
import { captureFrame } from '../utils/capture-frame.ts';
import { errorReason } from '../utils/error-reason.ts';
import { photoToFrame } from '../utils/photo-to-frame.ts';

export const PHOTO_UNREADABLE =
  'This photo could not be opened. Please choose a JPEG or PNG photo, or take a new one.';

/**
 * Sends `getFrame()`'s JPEG and puts the reply (or the spec's error text) where the assistant speaks;
 * an analysed frame can then be saved as evidence. `isWanted` drops a reply nobody waits for any more.
 */
async function analyseAndShow(
  getFrame: () => Promise<Blob | null>,
  failedText: string,
  analyzeFrame: (frame: Blob) => Promise<AnalyzeResult>,
  isWanted: () => boolean,
) {
  tourActions.beginAnalysis();
  try {
    const frame = await getFrame();
    if (!frame) {
      tourActions.showError(failedText);
      return;
    }
    const result = await analyzeFrame(frame);
    if (!isWanted()) return;
    if (!result.ok) {
      tourActions.showError(result.message);
      return;
    }
    const saved =
      result.report && result.evidenceToken
        ? { blob: frame, report: result.report, evidenceToken: result.evidenceToken }
        : null;
    tourActions.showReply(result.analysis, saved, result.language ?? null);
  } catch (error) {
    console.warn('Analysis failed', error);
    tourActions.showError(tourErrors.exception(errorReason(error)));
  }
}

/**
 * "Analyze Current View": only while a tour runs and a token is present (spec §5); captures the
 * frame, sends it, and puts the reply (or the spec's error text) where the assistant speaks.
 */
export function useAnalyzeView(videoRef: RefObject<HTMLVideoElement | null>) {
  const { mutateAsync: analyzeFrame } = useAnalyzeFrame();
  return useCallback(async () => {
    const { isRecording, isLoading } = useTourStore.getState();
    if (!isRecording || isLoading || !useSessionStore.getState().accessToken) return;
    await analyseAndShow(
      () => captureFrame(videoRef.current),
      TOUR_TEXTS.captureFailed,
      analyzeFrame,
      () => useTourStore.getState().isRecording || useTourStore.getState().isLoading,
    );
  }, [videoRef, analyzeFrame]);
}

/**
 * A photo taken or chosen instead of the live view (issue 53): scaled down to a frame's size and
 * analysed the same way, with or without a running tour (the camera may be missing or refused).
 */
export function useAnalyzePhoto() {
  const { mutateAsync: analyzeFrame } = useAnalyzeFrame();
  return useCallback(
    async (photo: Blob) => {
      if (useTourStore.getState().isLoading || !useSessionStore.getState().accessToken) return;
      await analyseAndShow(
        () => photoToFrame(photo),
        PHOTO_UNREADABLE,
        analyzeFrame,
        () => useTourStore.getState().isLoading,
      );
    },
    [analyzeFrame],
  );
}
