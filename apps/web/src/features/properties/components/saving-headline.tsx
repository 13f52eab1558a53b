import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import type { PlanEvidence } from '../utils/plan-evidence.ts';

/**
 * The paid flow's headlines (decision 174), each page's in its own catalogue area (decision 257).
 * The spec's "up to $585" is a sample figure: it stays for a visitor with no analysis, labelled as a
 * sample (`headline.sampleNote`, core: on both pages). Beside an analysis the headline follows its
 * verdict, so it never promises a saving the result on the same screen does not show.
 */
const HEADLINE_TEXT = {
  moreDetails: {
    sample: 'details.headlineSample',
    saving: 'details.headlineSaving',
    noSaving: 'details.headlineNoSaving',
  },
  choosePlan: {
    sample: 'plans.headlineSample',
    saving: 'plans.headlineSaving',
    noSaving: 'plans.headlineNoSaving',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

/** The spec's sample saving, in dollars. */
const SAMPLE_SAVING = 585;

export type HeadlinePage = keyof typeof HEADLINE_TEXT;

interface Headline {
  id: MessageId;
  /** The amount to highlight, if any. */
  amount: number | null;
  /** The spec's sample figure, shown with the sample note. */
  sample: boolean;
}

/**
 * The headline for a page: the owner's own saving when the verdict is "overpaying" with a saving to
 * show and no recent purchase supporting the roll value; a headline promising nothing when the
 * result shows no saving; the spec's sample without an analysis.
 */
function headlineFor(page: HeadlinePage, evidence: PlanEvidence | null): Headline {
  const text = HEADLINE_TEXT[page];
  if (!evidence) return { id: text.sample, amount: SAMPLE_SAVING, sample: true };
  const { view, purchase } = evidence;
  const saving = view.shownSaving;
  if (view.state === 'overpaying' && !purchase && saving !== null && saving > 0)
    return { id: text.saving, amount: saving, sample: false };
  return { id: text.noSaving, amount: null, sample: false };
}

/** The page's h1 (and, under the spec's sample figure, the line saying it is a sample). */
export function SavingHeadline({
  page,
  evidence,
  className,
  headingClassName,
}: {
  page: HeadlinePage;
  evidence: PlanEvidence | null;
  className?: string;
  headingClassName: string;
}) {
  const { t, rich, money } = useI18n();
  const headline = headlineFor(page, evidence);
  return (
    <div className={className}>
      <h1 className={headingClassName}>
        {headline.amount === null
          ? t(headline.id)
          : rich(headline.id, {
              amount: money(headline.amount),
              hl: (chunks) => <span className="text-mint-300">{chunks}</span>,
            })}
      </h1>
      {headline.sample && <p className="mt-1 text-sm text-teal-300">{t('headline.sampleNote')}</p>}
    </div>
  );
}
