import { CONDITION_LABELS, type FrameObject, type FrameReport } from '@homie/contracts/tour';
import { objectName } from './visible-features.ts';

/** What the on-device analyser can never judge, said plainly. */
export const LOCAL_LIMITATIONS = [
  "I can't judge stains, cracks, water damage, mold or general wear from here: I only recognise objects, so I'm not rating the condition (C1–C6).",
];
/** Said only when the room is unknown, where it explains why. */
export const LOCAL_UNSEEN_CLASSES =
  "I don't recognise washers, dryers, water heaters, HVAC units, garages or the outside of a home.";

export const OFFLINE_UNKNOWN_ROOM = "I can't tell this room offline.";

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** "a chair", "an oven", "2 chairs". */
function withArticle(object: FrameObject): string {
  const name = objectName(object);
  return object.count === 1 ? `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}` : name;
}

/** "a bed filling most of the frame", "2 chairs on the left", "a TV in the centre". */
export function describeObject(object: FrameObject): string {
  const name = objectName(object);
  const article = object.count === 1 ? (/^[aeiou]/i.test(name) ? 'an ' : 'a ') : '';
  if (object.area !== undefined && object.area >= 0.45) return `${article}${name} filling most of the frame`;
  if (!object.position) return `${article}${name}`;
  const place =
    object.position === 'centre'
      ? 'in the centre'
      : object.position === 'top' || object.position === 'bottom'
        ? `at the ${object.position}`
        : `on the ${object.position}`;
  return `${article}${name} ${place}`;
}

export interface VoiceContext {
  /** Appended to the reply (e.g. why a fallback answered). */
  note?: string;
  /** The objects that decided the room, as the detector names them. */
  evidence?: string[];
}

const EVIDENCE_NAMES: Record<string, string> = { 'dining table': 'the dining table', tv: 'the TV' };
const evidenceWords = (labels: string[]) => {
  const words = labels.slice(0, 2).map((l) => EVIDENCE_NAMES[l] ?? `the ${l}`);
  return words.length === 2 ? `${words[0]} and ${words[1]}` : (words[0] ?? '');
};

/**
 * The reply the assistant shows, in a friendly "homie" voice. Light markup only: **bold**, and
 * lines starting with "- " are list items (the dashboard renders both).
 */
export function composeAnalysis(report: FrameReport, context: VoiceContext | string = {}): string {
  const { note, evidence = [] } = typeof context === 'string' ? { note: context } : context;
  const parts: string[] = [];
  const blurryOrDark = report.quality.issues.some((i) => i.kind === 'blurry' || i.kind === 'dark');
  const isLocal = report.analyser === 'local';
  if (report.room) {
    const why = evidence.length ? `: ${evidenceWords(evidence)} decided it` : '';
    parts.push(
      `Hey homie! This looks like a **${report.room.label.toLowerCase()}** to me (about ${percent(report.room.confidence)} sure${why}).`,
    );
  } else if (blurryOrDark) {
    parts.push("Hey homie! I won't guess the room from this shot.");
  } else if (isLocal) {
    const seen = report.objects?.length
      ? ` I see ${report.objects.map(withArticle).join(', ')}, but that doesn't tell me which room this is.`
      : " I don't recognise anything in this shot.";
    parts.push(`Hey homie! ${OFFLINE_UNKNOWN_ROOM}${seen}`);
  } else {
    parts.push("Hey homie! I can't tell which room this is from this shot.");
  }
  const normalised = report.quality.normalised;
  if (normalised && !blurryOrDark && (normalised.cropped || normalised.gain > 1)) {
    const steps = [
      normalised.cropped ? 'trimmed the black bars' : '',
      normalised.gain > 1 ? `brightened it about ${normalised.gain.toFixed(1)}× to look` : '',
    ].filter(Boolean);
    const advice =
      normalised.gain > 1 ? ' For evidence, a brighter shot (lights on, blinds open) will show more.' : '';
    parts.push(`I ${steps.join(' and ')}.${advice}`);
  }
  for (const issue of report.quality.issues) parts.push(`**Heads-up:** ${issue.message} Tip: ${issue.tip}`);
  if (report.objects?.length) {
    parts.push(`**What I can see:** ${report.objects.map(describeObject).join(', ')}.`);
  } else if (report.features.length) {
    parts.push(`**What I can see:** ${report.features.join(', ')}.`);
  }
  if (report.materials?.length) parts.push(`**Materials and finishes:** ${report.materials.join(', ')}.`);
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
      [
        '**Issues spotted:**',
        ...report.issues.map(
          (i) => `- ${i.description} (${i.severity}${i.location ? `, ${i.location} of the frame` : ''})`,
        ),
      ].join('\n'),
    );
  }
  if (report.appeal_note) parts.push(`**For your appeal:** ${report.appeal_note}`);
  if (report.next_shots?.length) {
    parts.push(['**Capture next:**', ...report.next_shots.map((s) => `- ${s}`)].join('\n'));
  }
  if (report.checklist.length) {
    parts.push(['**Worth checking for your appeal:**', ...report.checklist.map((c) => `- ${c}`)].join('\n'));
  }
  if (report.limitations.length) parts.push(`**What I can't judge:** ${report.limitations.join(' ')}`);
  if ((report.features.length || report.room) && !report.appeal_note) {
    parts.push('Spot something worth showing the assessor? Save this view as evidence.');
  }
  if (note) parts.push(`Note: ${note}`);
  return parts.join('\n\n');
}
