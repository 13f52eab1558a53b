import {
  CHART_TEXT,
  chartDomain,
  chartFinding,
  chartX,
  type EvidenceChartInput,
} from '@homie/contracts/evidence-chart';
import { formatDollars, formatShortPrice } from '@homie/contracts/valuation';

/** The finding, the scale and the labels are shared with the report's PDF (decision 223). */
export type EvidenceChartProps = EvidenceChartInput;

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
  const domain = chartDomain(props);
  const { lo, hi } = domain;
  const x = chartX(domain, PAD, WIDTH - PAD);
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
                <td>{formatDollars(sale.adjusted_price)}</td>
              </tr>
            ))}
            {estimate !== null && <TableRow label={CHART_TEXT.estimate} value={formatDollars(estimate)} />}
            {range && (
              <TableRow
                label={CHART_TEXT.range}
                value={`${formatDollars(range.low)}–${formatDollars(range.high)}`}
              />
            )}
            {assessedValue !== null && (
              <TableRow label={CHART_TEXT.assessed} value={formatDollars(assessedValue)} />
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
