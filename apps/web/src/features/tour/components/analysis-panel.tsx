import { Bot, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '#components/ui/spinner.tsx';
import { cn } from '#lib/cn.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useTourStore } from '../stores/tour-store.ts';
import { useTourLine } from '../utils/tour-words.ts';
import { AssistantMessage } from './assistant-message.tsx';
import { ReportSummary } from './report-summary.tsx';
import { SaveEvidenceButton } from './save-evidence-button.tsx';

/**
 * The collapsible "AI Analysis" panel under the video (spec §2); at most 60vh tall. Its chrome and the
 * tour's own lines are in the visitor's language; the assistant's reply is in the owner's language
 * when the server could say it there (decision 270), else it is marked with its own language and, in
 * English, a line says the assistant answers in English; an error carrying a server's or browser's
 * reason stays English and is marked `lang="en"` (decision 266).
 */
export function AnalysisPanel() {
  const [isExpanded, setIsExpanded] = useState(true);
  const contentId = useId();
  const { aiResponse, isError, isLoading, lastFrame, replyLanguage } = useTourStore();
  const { t, locale } = useI18n();
  // The reply's language as the server said; English when it did not (decision 270).
  const reply = replyLanguage ?? 'en';
  const ownLine = useTourLine()(aiResponse);

  return (
    <section
      aria-label={t('dashboard.tour.panelTitle')}
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
          {t('dashboard.tour.panelTitle')}
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
            {t('dashboard.tour.analyzing')}
          </p>
        ) : aiResponse ? (
          <div>
            <p className="mb-2 flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-mint-300">
              <Bot aria-hidden="true" className="size-4" />
              {t('dashboard.tour.assistant')}
            </p>
            {isError ? (
              <p
                role="alert"
                lang={ownLine === null ? 'en' : undefined}
                className="whitespace-pre-line text-sm text-red-200"
              >
                {ownLine ?? aiResponse}
              </p>
            ) : (
              <>
                {lastFrame && <ReportSummary report={lastFrame.report} />}
                {ownLine !== null ? (
                  <AssistantMessage text={ownLine} />
                ) : reply === locale ? (
                  <AssistantMessage text={aiResponse} />
                ) : (
                  <div lang={reply}>
                    {reply === 'en' && (
                      <p lang={locale} className="mb-2 text-xs text-teal-200">
                        {t('dashboard.tour.replyInEnglish')}
                      </p>
                    )}
                    <AssistantMessage text={aiResponse} />
                  </div>
                )}
              </>
            )}
            {lastFrame && <SaveEvidenceButton key={lastFrame.evidenceToken} frame={lastFrame} />}
          </div>
        ) : (
          <p className="text-teal-200">{t('dashboard.tour.empty')}</p>
        )}
      </div>
    </section>
  );
}
