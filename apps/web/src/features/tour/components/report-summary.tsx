import type { FrameReport } from '@homie/contracts/tour';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useConditionLabel } from '../utils/tour-words.ts';

const SEVERITY_STYLE = {
  high: 'border-red-300/40 bg-red-500/15 text-red-100',
  medium: 'border-amber-300/40 bg-amber-500/15 text-amber-100',
  low: 'border-mint-300/30 bg-mint-400/10 text-mint-100',
} as const;

/**
 * The structured findings above the assistant's reply (issue 18): where they come from, the
 * condition rating when there is one, and each defect with its severity and place in the frame. The
 * analyser's own words (a defect, its place, the materials) are English, marked so (decision 266).
 */
export function ReportSummary({ report }: { report: FrameReport }) {
  const { rating } = report.condition;
  const { t } = useI18n();
  const conditionLabel = useConditionLabel();
  return (
    <section
      aria-label={t('dashboard.report.label')}
      className="mb-3 space-y-2 rounded-xl border border-white/10 bg-white/5 p-3 text-sm"
    >
      <p className="text-xs text-teal-200">
        <span className="font-semibold text-mint-200">{t('dashboard.report.source')} </span>
        {report.analyser === 'vision'
          ? t('dashboard.report.sourceVision')
          : t('dashboard.report.sourceLocal')}
      </p>
      {rating && (
        <p className="text-teal-50">
          <span className="font-semibold text-white">{t('dashboard.report.condition', { rating })}</span> —{' '}
          {conditionLabel(rating)}
        </p>
      )}
      {report.issues.length > 0 && (
        <ul aria-label={t('dashboard.report.defects')} className="flex flex-wrap gap-2">
          {report.issues.map((issue) => (
            <li
              key={`${issue.description}-${issue.location ?? ''}`}
              className={`rounded-full border px-2.5 py-0.5 text-xs ${SEVERITY_STYLE[issue.severity]}`}
            >
              <span lang="en">{issue.description}</span> (
              {t('dashboard.report.severity', { severity: issue.severity })}
              {issue.location ? (
                <>
                  , <span lang="en">{issue.location}</span>
                </>
              ) : null}
              )
            </li>
          ))}
        </ul>
      )}
      {report.materials && report.materials.length > 0 && (
        <p className="text-xs text-teal-100">
          <span className="font-semibold text-mint-200">{t('dashboard.report.materials')} </span>
          <span lang="en">{report.materials.join(', ')}</span>
        </p>
      )}
    </section>
  );
}
