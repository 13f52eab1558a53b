/**
 * The camera tour's state (spec §3): isRecording, aiResponse and isLoading, plus the last analysed
 * frame so it can be saved as evidence. Reset on every logout (spec §4).
 */
import type { Locale } from '@homie/contracts/locales';
import type { FrameReport } from '@homie/contracts/tour';
import { TOUR_TEXTS } from '@homie/contracts/tour';
import { create } from 'zustand';
import { onLogout } from '#lib/session-events.ts';

/** A frame the server analysed, with the signed token that lets the user keep it as evidence. */
export interface AnalysedFrame {
  blob: Blob;
  report: FrameReport;
  evidenceToken: string;
}

export interface TourState {
  isRecording: boolean;
  aiResponse: string;
  /** True when aiResponse is an error text rather than the assistant's reply. */
  isError: boolean;
  isLoading: boolean;
  lastFrame: AnalysedFrame | null;
  /**
   * The language the assistant's reply is in, as the server said (decision 270); null when it did
   * not say (a server before it, or a reply that is not the assistant's): English.
   */
  replyLanguage: Locale | null;
}

const initialState: TourState = {
  isRecording: false,
  aiResponse: '',
  isError: false,
  isLoading: false,
  lastFrame: null,
  replyLanguage: null,
};

export const useTourStore = create<TourState>(() => initialState);

export const tourActions = {
  start() {
    useTourStore.setState({
      isRecording: true,
      aiResponse: TOUR_TEXTS.started,
      isError: false,
      lastFrame: null,
      replyLanguage: null,
    });
  },
  stop() {
    useTourStore.setState({
      isRecording: false,
      isLoading: false,
      aiResponse: TOUR_TEXTS.ended,
      isError: false,
      lastFrame: null,
      replyLanguage: null,
    });
  },
  beginAnalysis() {
    useTourStore.setState({ isLoading: true, lastFrame: null });
  },
  showReply(aiResponse: string, lastFrame: AnalysedFrame | null = null, replyLanguage: Locale | null = null) {
    useTourStore.setState({ aiResponse, isError: false, isLoading: false, lastFrame, replyLanguage });
  },
  showError(aiResponse: string) {
    useTourStore.setState({
      aiResponse,
      isError: true,
      isLoading: false,
      lastFrame: null,
      replyLanguage: null,
    });
  },
  /** Leaving the dashboard ends the tour (the camera is released) but keeps the last reply. */
  leave() {
    useTourStore.setState({ isRecording: false, isLoading: false });
  },
  reset() {
    useTourStore.setState(initialState);
  },
};

onLogout(() => tourActions.reset());
