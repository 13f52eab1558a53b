import { formatDollars } from '@homie/contracts/valuation';
import type { PlanEvidence } from '../utils/plan-evidence.ts';

/**
 * The paid flow's headlines (decision 174). The spec's "up to $585" is a sample figure: it stays
 * for a visitor with no analysis, labelled as a sample. Beside an analysis the headline follows its
 * verdict, so it never promises a saving the result on the same screen does not show.
 */
export const HEADLINE_TEXT = {
  moreDetails: {
    sample: 'Save up to $585 on your property tax',
    saving: (amount: string) => `Save about ${amount} a year on your property tax`,
    noSaving: 'Check your property tax before you appeal',
  },
  choosePlan: {
    sample: 'Start saving up to $585',
    saving: (amount: string) => `Start saving about ${amount} a year`,
    noSaving: 'Choose your plan',
  },
  sampleNote: 'A sample saving, not a figure for your home: look up your address to see yours.',
} as const;

export type HeadlinePage = keyof Omit<typeof HEADLINE_TEXT, 'sampleNote'>;

export interface Headline {
  text: string;
  /** The amount inside `text` to highlight, if any. */
  amount: string | null;
  /** The spec's sample figure, shown with HEADLINE_TEXT.sampleNote. */
  sample: boolean;
}

/**
 * The headline for a page: the owner's own saving when the verdict is "overpaying" with a saving to
 * show and no recent purchase supporting the roll value; a headline promising nothing when the
 * result shows no saving; the spec's sample without an analysis.
 */
export function headlineFor(page: HeadlinePage, evidence: PlanEvidence | null): Headline {
  const text = HEADLINE_TEXT[page];
  if (!evidence) return { text: text.sample, amount: '$585', sample: true };
  const { view, purchase } = evidence;
  const saving = view.shownSaving;
  if (view.state === 'overpaying' && !purchase && saving !== null && saving > 0) {
    const amount = formatDollars(saving);
    return { text: text.saving(amount), amount, sample: false };
  }
  return { text: text.noSaving, amount: null, sample: false };
}

/** The headline's text with its amount highlighted. */
export function HeadlineText({ headline }: { headline: Headline }) {
  if (!headline.amount) return headline.text;
  const [before, after] = headline.text.split(headline.amount) as [string, string | undefined];
  return (
    <>
      {before}
      <span className="text-mint-300">{headline.amount}</span>
      {after}
    </>
  );
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
  const headline = headlineFor(page, evidence);
  return (
    <div className={className}>
      <h1 className={headingClassName}>
        <HeadlineText headline={headline} />
      </h1>
      {headline.sample && <p className="mt-1 text-sm text-teal-300">{HEADLINE_TEXT.sampleNote}</p>}
    </div>
  );
}
