import { CONDITION_LABELS, type FrameReport } from '@homie/contracts/tour';

/** What the on-device analyser can never judge, said plainly. */
export const LOCAL_LIMITATIONS = [
  "I can't judge stains, cracks, water damage, mold or general wear from here: I only recognise objects, so I'm not rating the condition (C1–C6).",
  "I don't recognise washers, dryers, water heaters or HVAC units either.",
];

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/**
 * The reply the assistant shows, in a friendly "homie" voice. Light markup only: **bold**, and
 * lines starting with "- " are list items (the dashboard renders both).
 */
export function composeAnalysis(report: FrameReport, note?: string): string {
  const parts: string[] = [];
  const blurryOrDark = report.quality.issues.some((i) => i.kind === 'blurry' || i.kind === 'dark');
  if (report.room) {
    parts.push(
      `Hey homie! This looks like a **${report.room.label.toLowerCase()}** to me (about ${percent(report.room.confidence)} sure).`,
    );
  } else if (blurryOrDark) {
    parts.push("Hey homie! I won't guess the room from this shot.");
  } else {
    parts.push(
      "Hey homie! I can't tell which room this is yet. Try to get a wider view with the main fixtures in frame.",
    );
  }
  for (const issue of report.quality.issues) parts.push(`**Heads-up:** ${issue.message} Tip: ${issue.tip}`);
  if (report.features.length) parts.push(`**What I can see:** ${report.features.join(', ')}.`);
  if (report.condition.rating) {
    const reasons = report.condition.reasons.length ? ` ${report.condition.reasons.join(' ')}` : '';
    parts.push(
      `**Condition:** ${report.condition.rating} (${CONDITION_LABELS[report.condition.rating]}).${reasons}`,
    );
  } else if (report.analyser === 'vision' && report.condition.reasons.length) {
    parts.push(`**Condition:** unable to assess. ${report.condition.reasons.join(' ')}`);
  }
  if (report.issues.length) {
    parts.push(
      ['**Issues spotted:**', ...report.issues.map((i) => `- ${i.description} (${i.severity})`)].join('\n'),
    );
  }
  if (report.checklist.length) {
    parts.push(['**Worth checking for your appeal:**', ...report.checklist.map((c) => `- ${c}`)].join('\n'));
  }
  if (report.limitations.length) parts.push(`**What I can't judge:** ${report.limitations.join(' ')}`);
  if (report.features.length || report.room) {
    parts.push('Spot something worth showing the assessor? Save this view as evidence.');
  }
  if (note) parts.push(`Note: ${note}`);
  return parts.join('\n\n');
}
