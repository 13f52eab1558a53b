import { formatCurrency, formatShortPrice } from '@homie/contracts/valuation';

/** A comparable sale as the chart reads it: the API's one adjusted price per sale (issue 53 item 3). */
export interface ChartSale {
  address: string;
  adjusted_price: number;
}

export interface EvidenceChartProps {
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

/**
 * The finding in one sentence, as the chart shows it: where the assessed value sits against the
 * adjusted sales, and the estimate with its range. The chart's accessible name.
 */
export function chartFinding({ sales, estimate, range, assessedValue }: EvidenceChartProps): string {
  const prices = sales.map((s) => s.adjusted_price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const n = prices.length;
  const span = n === 1 ? formatCurrency(low) : `${formatCurrency(low)}–${formatCurrency(high)}`;
  let finding: string;
  if (assessedValue === null) finding = `${n} ${plural(n)}, ${span}`;
  else {
    const assessed = `Assessed value ${formatCurrency(assessedValue)}`;
    const below = prices.filter((p) => p < assessedValue).length;
    if (below === n) finding = `${assessed} is above ${n === 1 ? 'the' : `all ${n}`} ${plural(n)}, ${span}`;
    else if (below === 0 && prices.every((p) => p > assessedValue))
      finding = `${assessed} is below ${n === 1 ? 'the' : `all ${n}`} ${plural(n)}, ${span}`;
    else finding = `${assessed} is above ${below} of ${n} ${plural(n)}, ${span}`;
  }
  if (estimate !== null)
    finding += `; our estimate ${formatCurrency(estimate)}${range ? `, likely ${formatCurrency(range.low)}–${formatCurrency(range.high)}` : ''}`;
  return `${finding}.`;
}

const WIDTH = 600;
const HEIGHT = 120;
const PAD = 24;
const AXIS_Y = 92;

/**
 * Each comparable's adjusted price, the estimate with its stated range, and the assessed value on
 * one horizontal axis, in plain SVG (issue 53 item 4). Named by its finding (`role="img"`), with the
 * same numbers as a table for whoever cannot see it. Nothing without a sale to show.
 */
export function EvidenceChart(props: EvidenceChartProps) {
  const { sales, estimate, range, assessedValue } = props;
  if (sales.length === 0) return null;
  const values = [
    ...sales.map((s) => s.adjusted_price),
    ...(estimate === null ? [] : [estimate]),
    ...(range ? [range.low, range.high] : []),
    ...(assessedValue === null ? [] : [assessedValue]),
  ];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.05 || Math.max(1, max * 0.05);
  const lo = min - pad;
  const hi = max + pad;
  const x = (v: number) => PAD + ((v - lo) / (hi - lo)) * (WIDTH - 2 * PAD);
  return (
    <section aria-labelledby="evidence-chart-title" className="grid gap-2">
      <h3 id="evidence-chart-title" className="text-sm font-semibold text-teal-100">
        {CHART_TEXT.heading}
      </h3>
      <svg
        role="img"
        aria-label={chartFinding(props)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
      >
        {range && (
          <rect
            x={x(range.low)}
            y={AXIS_Y - 30}
            width={Math.max(1, x(range.high) - x(range.low))}
            height={30}
            className="fill-mint-400/15"
          />
        )}
        <line x1={PAD} x2={WIDTH - PAD} y1={AXIS_Y} y2={AXIS_Y} className="stroke-teal-500" strokeWidth={1} />
        {sales.map((sale) => (
          <circle
            key={`${sale.address}|${sale.adjusted_price}`}
            cx={x(sale.adjusted_price)}
            cy={AXIS_Y - 15}
            r={6}
            className="fill-teal-200"
          />
        ))}
        {estimate !== null && (
          <line
            x1={x(estimate)}
            x2={x(estimate)}
            y1={AXIS_Y - 34}
            y2={AXIS_Y + 4}
            className="stroke-mint-300"
            strokeWidth={3}
          />
        )}
        {assessedValue !== null && (
          <g>
            <line
              x1={x(assessedValue)}
              x2={x(assessedValue)}
              y1={14}
              y2={AXIS_Y + 4}
              className="stroke-amber-300"
              strokeWidth={2}
              strokeDasharray="4 3"
            />
            <text x={x(assessedValue)} y={10} textAnchor="middle" className="fill-amber-100 text-[11px]">
              Assessed {formatShortPrice(assessedValue)}
            </text>
          </g>
        )}
        <text x={PAD} y={AXIS_Y + 20} className="fill-teal-300 text-[11px]">
          {formatShortPrice(lo)}
        </text>
        <text x={WIDTH - PAD} y={AXIS_Y + 20} textAnchor="end" className="fill-teal-300 text-[11px]">
          {formatShortPrice(hi)}
        </text>
      </svg>
      <p aria-hidden="true" className="flex flex-wrap gap-x-4 text-xs text-teal-300">
        <span>● {CHART_TEXT.sale}</span>
        {estimate !== null && <span className="text-mint-300">| {CHART_TEXT.estimate}</span>}
        {range && <span>▭ {CHART_TEXT.range}</span>}
        {assessedValue !== null && <span className="text-amber-200">┆ {CHART_TEXT.assessed}</span>}
      </p>
      <details className="text-xs text-teal-200">
        <summary className="cursor-pointer">{CHART_TEXT.tableSummary}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{CHART_TEXT.heading}</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => (
              <tr key={`${sale.address}|${sale.adjusted_price}`}>
                <th scope="row" className="font-normal">
                  {CHART_TEXT.sale}: {sale.address}
                </th>
                <td>{formatCurrency(sale.adjusted_price)}</td>
              </tr>
            ))}
            {estimate !== null && <TableRow label={CHART_TEXT.estimate} value={formatCurrency(estimate)} />}
            {range && (
              <TableRow
                label={CHART_TEXT.range}
                value={`${formatCurrency(range.low)}–${formatCurrency(range.high)}`}
              />
            )}
            {assessedValue !== null && (
              <TableRow label={CHART_TEXT.assessed} value={formatCurrency(assessedValue)} />
            )}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** One line of the chart's table: what it is, then its amount. */
function TableRow({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row" className="font-normal">
        {label}
      </th>
      <td>{value}</td>
    </tr>
  );
}
