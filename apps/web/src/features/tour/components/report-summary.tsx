import { CONDITION_LABELS, type FrameReport } from '@homie/contracts/tour';

export const REPORT_SOURCE = {
  local: 'On-device look: object detection on this frame, no condition rating',
  vision: 'Vision model: judged from this one photo',
} as const;

const SEVERITY_STYLE = {
  high: 'border-red-300/40 bg-red-500/15 text-red-100',
  medium: 'border-amber-300/40 bg-amber-500/15 text-amber-100',
  low: 'border-mint-300/30 bg-mint-400/10 text-mint-100',
} as const;

/**
 * The structured findings above the assistant's reply (issue 18): where they come from, the
 * condition rating when there is one, and each defect with its severity and place in the frame.
 */
export function ReportSummary({ report }: { report: FrameReport }) {
  const { rating } = report.condition;
  return (
    <section
      aria-label="Findings"
      className="mb-3 space-y-2 rounded-xl border border-white/10 bg-white/5 p-3 text-sm"
    >
      <p className="text-xs text-teal-200">
        <span className="font-semibold text-mint-200">Source: </span>
        {REPORT_SOURCE[report.analyser]}
      </p>
      {rating && (
        <p className="text-teal-50">
          <span className="font-semibold text-white">Condition {rating}</span> — {CONDITION_LABELS[rating]}
        </p>
      )}
      {report.issues.length > 0 && (
        <ul aria-label="Defects" className="flex flex-wrap gap-2">
          {report.issues.map((issue) => (
            <li
              key={`${issue.description}-${issue.location ?? ''}`}
              className={`rounded-full border px-2.5 py-0.5 text-xs ${SEVERITY_STYLE[issue.severity]}`}
            >
              {issue.description} ({issue.severity}
              {issue.location ? `, ${issue.location}` : ''})
            </li>
          ))}
        </ul>
      )}
      {report.materials && report.materials.length > 0 && (
        <p className="text-xs text-teal-100">
          <span className="font-semibold text-mint-200">Materials: </span>
          {report.materials.join(', ')}
        </p>
      )}
    </section>
  );
}
