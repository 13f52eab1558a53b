import { type RefObject, useCallback } from 'react';
import { TOUR_TEXTS, tourErrors } from '@homie/contracts/tour';
import { useSessionStore } from '#lib/session-store.ts';
import { useAnalyzeFrame } from '../api/analyze-frame.ts';
import { tourActions, useTourStore } from '../stores/tour-store.ts';
import { captureFrame } from '../utils/capture-frame.ts';
import { errorReason } from '../utils/error-reason.ts';

/**
 * "Analyze Current View": only while a tour runs and a token is present (spec §5); captures the
 * frame, sends it, and puts the reply (or the spec's error text) where the assistant speaks.
 */
export function useAnalyzeView(videoRef: RefObject<HTMLVideoElement | null>) {
  const { mutateAsync: analyzeFrame } = useAnalyzeFrame();
  return useCallback(async () => {
    const { isRecording, isLoading } = useTourStore.getState();
    if (!isRecording || isLoading || !useSessionStore.getState().accessToken) return;
    tourActions.beginAnalysis();
    try {
      const frame = await captureFrame(videoRef.current);
      if (!frame) {
        tourActions.showError(TOUR_TEXTS.captureFailed);
        return;
      }
      const result = await analyzeFrame(frame);
      if (!useTourStore.getState().isRecording && !useTourStore.getState().isLoading) return;
      if (!result.ok) {
        tourActions.showError(result.message);
        return;
      }
      const saved =
        result.report && result.evidenceToken
          ? { blob: frame, report: result.report, evidenceToken: result.evidenceToken }
          : null;
      tourActions.showReply(result.analysis, saved);
    } catch (error) {
      console.warn('Analysis failed', error);
      tourActions.showError(tourErrors.exception(errorReason(error)));
    }
  }, [videoRef, analyzeFrame]);
}
