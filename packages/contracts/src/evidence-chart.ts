import { formatDollars } from './valuation.ts';

/**
 * The evidence chart's finding and scale (issue 53 item 2, decisions 216 and 223): each comparable's
 * adjusted price, the estimate with its stated range, and the assessed value on one axis. The
 * result screens draw it in SVG, the owner's report in its PDF; both say the same sentence and place
 * every mark on the same scale. Zod-free: the web loads it with the chart only.
 */

/** A comparable sale as the chart reads it: the one adjusted price per sale (decision 216). */
export interface ChartSale {
  address: string;
  adjusted_price: number;
}

export interface EvidenceChartInput {
  sales: readonly ChartSale[];
  /** The analysis' market value (its estimate) and the range stated around it. */
  estimate: number | null;
  range: { low: number; high: number } | null;
  assessedValue: number | null;
}

export const CHART_TEXT = {
  heading: 'The evidence at a glance',
  tableSummary: "The chart's numbers",
  sale: 'Adjusted sale',
  estimate: 'Our estimate',
  range: 'Likely range',
  assessed: 'Your assessed value',
} as const;

const plural = (n: number) => (n === 1 ? 'adjusted sale' : 'adjusted sales');

/** What the finding says, before it is worded: where the assessed value sits against the sales. */
export interface ChartFindingParts {
  /** `count`: no assessed value; `aboveAll`/`belowAll`: above or below every sale; else `aboveSome`. */
  kind: 'count' | 'aboveAll' | 'belowAll' | 'aboveSome';
  /** The number of sales, and of those below the assessed value. */
  n: number;
  below: number;
  low: number;
  high: number;
  assessedValue: number | null;
  estimate: number | null;
  range: { low: number; high: number } | null;
}

/** The finding's parts, which chartFinding words in English and the screens in the visitor's language. */
export function chartFindingParts({
  sales,
  estimate,
  range,
  assessedValue,
}: EvidenceChartInput): ChartFindingParts {
  const prices = sales.map((s) => s.adjusted_price);
  const n = prices.length;
  const below = assessedValue === null ? 0 : prices.filter((p) => p < assessedValue).length;
  const kind =
    assessedValue === null
      ? 'count'
      : below === n
        ? 'aboveAll'
        : below === 0 && prices.every((p) => p > assessedValue)
          ? 'belowAll'
          : 'aboveSome';
  return {
    kind,
    n,
    below,
    low: Math.min(...prices),
    high: Math.max(...prices),
    assessedValue,
    estimate,
    range,
  };
}

/**
 * The finding in one sentence, as the chart shows it: where the assessed value sits against the
 * adjusted sales, and the estimate with its range. The chart's accessible name, the PDF's caption.
 */
export function chartFinding(input: EvidenceChartInput): string {
  const { kind, n, below, low, high, assessedValue, estimate, range } = chartFindingParts(input);
  const span = n === 1 ? formatDollars(low) : `${formatDollars(low)}–${formatDollars(high)}`;
  const assessed = `Assessed value ${formatDollars(assessedValue ?? 0)}`;
  const all = n === 1 ? 'the' : `all ${n}`;
  let finding =
    kind === 'count'
      ? `${n} ${plural(n)}, ${span}`
      : kind === 'aboveAll'
        ? `${assessed} is above ${all} ${plural(n)}, ${span}`
        : kind === 'belowAll'
          ? `${assessed} is below ${all} ${plural(n)}, ${span}`
          : `${assessed} is above ${below} of ${n} ${plural(n)}, ${span}`;
  if (estimate !== null)
    finding += `; our estimate ${formatDollars(estimate)}${range ? `, likely ${formatDollars(range.low)}–${formatDollars(range.high)}` : ''}`;
  return `${finding}.`;
}

/** The axis' two ends: every mark's value with 5% to spare on each side. */
export function chartDomain({ sales, estimate, range, assessedValue }: EvidenceChartInput): {
  lo: number;
  hi: number;
} {
  const values = [
    ...sales.map((s) => s.adjusted_price),
    ...(estimate === null ? [] : [estimate]),
    ...(range ? [range.low, range.high] : []),
    ...(assessedValue === null ? [] : [assessedValue]),
  ];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.05 || Math.max(1, max * 0.05);
  return { lo: min - pad, hi: max + pad };
}

/** Where a value falls on an axis drawn from `left` to `right` over the chart's domain. */
export function chartX(domain: { lo: number; hi: number }, left: number, right: number) {
  return (value: number) => left + ((value - domain.lo) / (domain.hi - domain.lo)) * (right - left);
}
