import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { cn } from '#lib/cn.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useAnalyzePhoto, useAnalyzeView } from '../hooks/use-analyze-view.ts';
import { useCamera } from '../hooks/use-camera.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { tourActions, useTourStore } from '../stores/tour-store.ts';
import { useCameraProblemText } from '../utils/tour-words.ts';
import { AnalysisPanel } from './analysis-panel.tsx';
import { EvidenceList } from './evidence-list.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { TourControls } from './tour-controls.tsx';

/** How long a touch keeps the controls on screen. */
const TOUCH_REVEAL_MS = 4000;

/**
 * The dashboard's live camera tour (spec §2, §4): the rear camera's live view with play/stop,
 * "Analyze Current View" and fullscreen, the "AI Analysis" panel, and the user's saved evidence.
 * The camera opens on mount and is released when the tour ends or the page is left. A photo taken or
 * chosen is analysed the same way (issue 53): offered beside the live view, and as the way on when the
 * camera cannot be opened (no camera, permission refused, camera busy).
 */
export function CameraTour() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const { isRecording, isLoading } = useTourStore(
    useShallow((s) => ({ isRecording: s.isRecording, isLoading: s.isLoading })),
  );
  const [isCameraWanted, setIsCameraWanted] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [isControlsHidden, setIsControlsHidden] = useState(true);
  const camera = useCamera(videoRef, isCameraWanted, attempt);
  const { isFullscreen, toggle: toggleFullscreen } = useFullscreen(stageRef);
  const analyze = useAnalyzeView(videoRef);
  const analyzePhoto = useAnalyzePhoto();
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { t, rich } = useI18n();
  const problemText = useCameraProblemText();

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      tourActions.leave();
    },
    [],
  );

  const revealControls = () => {
    setIsControlsHidden(false);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setIsControlsHidden(true), TOUCH_REVEAL_MS);
  };

  const onToggleTour = () => {
    if (isRecording) {
      tourActions.stop();
      setIsCameraWanted(false);
      return;
    }
    if (camera.error) setAttempt((n) => n + 1);
    setIsCameraWanted(true);
    tourActions.start();
  };

  return (
    <section aria-labelledby="camera-tour-heading" className="space-y-6">
      <h2 id="camera-tour-heading" className="sr-only">
        {t('dashboard.tour.heading')}
      </h2>
      <div
        ref={stageRef}
        onTouchStart={revealControls}
        className={cn(
          'group relative flex items-center justify-center overflow-hidden rounded-2xl border border-mint-400/15 bg-black',
          isFullscreen ? 'h-full w-full rounded-none' : 'min-h-64',
        )}
      >
        <video
          ref={videoRef}
          autoPlay
          playsInline
          muted
          hidden={Boolean(camera.error)}
          aria-label={t('dashboard.tour.liveView')}
          className={cn('w-full object-contain', isFullscreen ? 'h-full max-h-none' : 'max-h-[70vh]')}
        />
        {camera.error && (
          <div className="flex max-w-prose flex-col items-center gap-5 px-6 pt-12 pb-24 text-center">
            <div role="alert" className="space-y-3">
              <p className="text-lg font-bold text-white">{problemText(camera.problem ?? 'other').title}</p>
              <p className="text-teal-100">{problemText(camera.problem ?? 'other').help}</p>
              {/* The browser's own reason stays in its words (English): spec §8's line around it. */}
              <p className="text-xs text-red-200">
                {rich('dashboard.tour.cameraError', { reason: <span lang="en">{camera.reason}</span> })}
              </p>
            </div>
            <PhotoPicker isProminent disabled={isLoading} onPhoto={(photo) => void analyzePhoto(photo)} />
          </div>
        )}
        {!camera.error && !isCameraWanted && (
          <p className="absolute px-6 text-center text-teal-200">{t('dashboard.tour.cameraOff')}</p>
        )}
        <TourControls
          isRecording={isRecording}
          isLoading={isLoading}
          isFullscreen={isFullscreen}
          isRevealed={!isControlsHidden}
          onToggleTour={onToggleTour}
          onAnalyze={() => void analyze()}
          onToggleFullscreen={() => void toggleFullscreen()}
        />
      </div>
      {!camera.error && (
        <PhotoPicker isProminent={false} disabled={isLoading} onPhoto={(photo) => void analyzePhoto(photo)} />
      )}
      <AnalysisPanel />
      <EvidenceList />
    </section>
  );
}
