import { Bot, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { TOUR_TEXTS } from '@homie/contracts/tour';
import { Spinner } from '#components/ui/spinner.tsx';
import { cn } from '#lib/cn.ts';
import { useTourStore } from '../stores/tour-store.ts';
import { AssistantMessage } from './assistant-message.tsx';
import { ReportSummary } from './report-summary.tsx';
import { SaveEvidenceButton } from './save-evidence-button.tsx';

/** The collapsible "AI Analysis" panel under the video (spec §2); at most 60vh tall. */
export function AnalysisPanel() {
  const [isExpanded, setIsExpanded] = useState(true);
  const contentId = useId();
  const { aiResponse, isError, isLoading, lastFrame } = useTourStore();

  return (
    <section
      aria-label={TOUR_TEXTS.panelTitle}
      className="rounded-2xl border border-mint-400/15 bg-teal-900/70"
    >
      <h3>
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={contentId}
          onClick={() => setIsExpanded((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-3 text-left text-lg font-bold text-white hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-mint-300"
        >
          {TOUR_TEXTS.panelTitle}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 transition-transform', isExpanded && 'rotate-180')}
          />
        </button>
      </h3>
      <div
        id={contentId}
        hidden={!isExpanded}
        // A long reply scrolls: keyboard users can focus the area to scroll it (axe scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="max-h-[60vh] overflow-y-auto rounded-b-2xl px-5 pb-5 focus-visible:outline-2 focus-visible:outline-mint-300"
        aria-live="polite"
      >
        {isLoading ? (
          <p className="flex items-center gap-2 text-mint-200">
            <Spinner />
            {TOUR_TEXTS.analyzing}
          </p>
        ) : aiResponse ? (
          <div>
            <p className="mb-2 flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-mint-300">
              <Bot aria-hidden="true" className="size-4" />
              Homie assistant
            </p>
            {isError ? (
              <p role="alert" className="whitespace-pre-line text-sm text-red-200">
                {aiResponse}
              </p>
            ) : (
              <>
                {lastFrame && <ReportSummary report={lastFrame.report} />}
                <AssistantMessage text={aiResponse} />
              </>
            )}
            {lastFrame && <SaveEvidenceButton key={lastFrame.evidenceToken} frame={lastFrame} />}
          </div>
        ) : (
          <p className="text-teal-200">{TOUR_TEXTS.empty}</p>
        )}
      </div>
    </section>
  );
}
