import { Maximize, Minimize, Play, ScanSearch, Square } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { cn } from '#lib/cn.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

export interface TourControlsProps {
  isRecording: boolean;
  isLoading: boolean;
  isFullscreen: boolean;
  /** Revealed by a touch; otherwise shown on hover and keyboard focus (and always before a tour). */
  isRevealed: boolean;
  onToggleTour(): void;
  onAnalyze(): void;
  onToggleFullscreen(): void;
}

const iconButton = 'size-11 rounded-full bg-black/60 text-white hover:bg-black/80';

/** The controls over the video: play/stop, "Analyze Current View" (only during a tour) and fullscreen. */
export function TourControls(props: TourControlsProps) {
  const { isRecording, isLoading, isFullscreen, isRevealed } = props;
  const isVisible = isRevealed || !isRecording;
  const { t } = useI18n();
  return (
    <div
      data-visible={isVisible}
      className={cn(
        'absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 bg-gradient-to-t from-black/80 to-transparent p-4 pt-10',
        'pointer-events-none opacity-0 transition-opacity duration-200',
        'group-hover:pointer-events-auto group-hover:opacity-100 focus-within:pointer-events-auto focus-within:opacity-100',
        'data-[visible=true]:pointer-events-auto data-[visible=true]:opacity-100',
      )}
    >
      <Button
        variant="ghost"
        size="icon"
        className={iconButton}
        aria-label={isRecording ? t('dashboard.tour.stop') : t('dashboard.tour.start')}
        onClick={props.onToggleTour}
      >
        {isRecording ? (
          <Square aria-hidden="true" className="size-5 fill-current" />
        ) : (
          <Play aria-hidden="true" className="size-5 fill-current" />
        )}
      </Button>
      {isRecording && (
        <Button onClick={props.onAnalyze} disabled={isLoading} className="shadow-lg">
          <ScanSearch aria-hidden="true" className="size-4" />
          {t('dashboard.tour.analyzeButton')}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className={iconButton}
        aria-label={isFullscreen ? t('dashboard.tour.exitFullscreen') : t('dashboard.tour.enterFullscreen')}
        aria-pressed={isFullscreen}
        onClick={props.onToggleFullscreen}
      >
        {isFullscreen ? (
          <Minimize aria-hidden="true" className="size-5" />
        ) : (
          <Maximize aria-hidden="true" className="size-5" />
        )}
      </Button>
    </div>
  );
}
