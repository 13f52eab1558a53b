import {
  chartDomain,
  chartFindingParts,
  chartX,
  type EvidenceChartInput,
} from '@homie/contracts/evidence-chart';
import { formatDollars, formatShortPrice } from '@homie/contracts/valuation';
import { useI18n } from '#lib/i18n/i18n.tsx';

/** The finding, the scale and the labels are shared with the report's PDF (decision 223). */
export type EvidenceChartProps = EvidenceChartInput;

const WIDTH = 600;
const HEIGHT = 120;
const PAD = 24;
const AXIS_Y = 92;

/**
 * The chart's words in the visitor's language (the `chart` area, loaded with its code; decision 264):
 * the finding is contracts' chartFindingParts, worded by the catalogue as chartFinding words it for
 * the report's PDF (English word for word: evidence-chart.test.tsx); amounts by Intl in another language.
 */
export function useChartWords() {
  const { t, money, locale } = useI18n();
  const usd = (value: number) => (locale === 'en' ? formatDollars(value) : money(value));
  const finding = (input: EvidenceChartInput): string => {
    const { kind, n, below, low, high, assessedValue, estimate, range } = chartFindingParts(input);
    const span = n === 1 ? usd(low) : t('chart.span', { low: usd(low), high: usd(high) });
    const assessed = usd(assessedValue ?? 0);
    let text: string;
    if (kind === 'count') text = t('chart.finding.count', { n, span });
    else if (kind === 'aboveSome') text = t('chart.finding.aboveSome', { assessed, below, n, span });
    else
      text = t(kind === 'aboveAll' ? 'chart.finding.aboveAll' : 'chart.finding.belowAll', {
        assessed,
        n,
        span,
      });
    if (estimate !== null)
      text = range
        ? t('chart.finding.estimateRange', {
            finding: text,
            estimate: usd(estimate),
            low: usd(range.low),
            high: usd(range.high),
          })
        : t('chart.finding.estimate', { finding: text, estimate: usd(estimate) });
    return t('chart.finding.end', { finding: text });
  };
  return { t, usd, finding };
}

/**
 * Each comparable's adjusted price, the estimate with its stated range, and the assessed value on
 * one horizontal axis, in plain SVG (issue 53 item 4). Named by its finding (`role="img"`), with the
 * same numbers as a table for whoever cannot see it. Nothing without a sale to show.
 */
export function EvidenceChart(props: EvidenceChartProps) {
  const { sales, estimate, range, assessedValue } = props;
  const { t, usd, finding } = useChartWords();
  if (sales.length === 0) return null;
  const domain = chartDomain(props);
  const { lo, hi } = domain;
  const x = chartX(domain, PAD, WIDTH - PAD);
  return (
    <section aria-labelledby="evidence-chart-title" className="grid gap-2">
      <h3 id="evidence-chart-title" className="text-sm font-semibold text-teal-100">
        {t('chart.heading')}
      </h3>
      <svg
        role="img"
        aria-label={finding(props)}
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
              {t('chart.assessedMark', { value: formatShortPrice(assessedValue) })}
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
        <span>● {t('chart.sale')}</span>
        {estimate !== null && <span className="text-mint-300">| {t('chart.estimate')}</span>}
        {range && <span>▭ {t('chart.range')}</span>}
        {assessedValue !== null && <span className="text-amber-200">┆ {t('chart.assessed')}</span>}
      </p>
      <details className="text-xs text-teal-200">
        <summary className="cursor-pointer">{t('chart.tableSummary')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('chart.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.what')}</th>
              <th scope="col">{t('chart.value')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => (
              <tr key={`${sale.address}|${sale.adjusted_price}`}>
                <th scope="row" className="font-normal">
                  {t('chart.saleRow', { address: sale.address })}
                </th>
                <td>{usd(sale.adjusted_price)}</td>
              </tr>
            ))}
            {estimate !== null && <TableRow label={t('chart.estimate')} value={usd(estimate)} />}
            {range && (
              <TableRow
                label={t('chart.range')}
                value={t('chart.span', { low: usd(range.low), high: usd(range.high) })}
              />
            )}
            {assessedValue !== null && <TableRow label={t('chart.assessed')} value={usd(assessedValue)} />}
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
