import type { AppealReport } from '@homie/contracts/appeals-report';
import {
  CHART_TEXT,
  chartDomain,
  chartFinding,
  chartX,
  type EvidenceChartInput,
} from '@homie/contracts/evidence-chart';
import { formatShortPrice } from '@homie/contracts/valuation';
import { rgb } from 'pdf-lib';
import { MISSING_AMOUNT, usd, usdOr } from '../report/report-letter.ts';
import type { TableCell } from './page-flow.ts';
import type { PageFlow } from './page-flow.ts';
import { CONTENT_WIDTH, FILL_INK, GREY, PAGE } from './pdf-canvas.ts';
import { printable, textWidth, wrapLines } from './pdf-text.ts';

const M = PAGE.margin;
const RIGHT = M + CONTENT_WIDTH;
/** The chart's height in points, from the assessed value's label to the axis' end labels. */
const HEIGHT = 72;
const BAND = rgb(0.86, 0.93, 0.89);
const ESTIMATE = rgb(0, 0.42, 0.27);
const ASSESSED = rgb(0.72, 0.33, 0);

export const PDF_CHART_TEXT = {
  section: 'THE EVIDENCE AT A GLANCE',
  legend:
    'Dots: each sale at its adjusted price. Solid line: our estimate. Shaded band: its likely range. Dashed line: your assessed value.',
  noAdjusted:
    'None of the sales above has an adjusted price (sales you typed are shown at their own price), so there is no chart of adjusted prices.',
  columns: ['WHAT', 'VALUE'] as const,
} as const;

/** The report's figures as the chart reads them: the adjusted sales, the estimate and its range, the roll value. */
export function reportChartInput(report: AppealReport): EvidenceChartInput {
  const estimate = report.market_estimate ?? null;
  return {
    sales: report.comparables.flatMap((c) =>
      c.adjusted_price === null ? [] : [{ address: c.address, adjusted_price: c.adjusted_price }],
    ),
    estimate: estimate?.value ?? null,
    range:
      estimate && estimate.low !== null && estimate.high !== null
        ? { low: estimate.low, high: estimate.high }
        : null,
    assessedValue: report.assessed_value,
  };
}

/**
 * The evidence chart of the result screens, drawn in the owner's report (issue 53 item 2, decision
 * 223): each comparable's adjusted price as a dot, the estimate as a solid line over its likely range,
 * the assessed value as a dashed line, on one axis; its finding as the caption, and the same numbers
 * as a table under it (words where a figure is missing). Nothing without comparables.
 */
export function drawEvidenceChart(flow: PageFlow, report: AppealReport): void {
  if (report.comparables.length === 0) return;
  const input = reportChartInput(report);
  const { fonts } = flow.canvas;
  flow.need(60 + HEIGHT);
  flow.y = flow.canvas.section(flow.y + 8, PDF_CHART_TEXT.section) + 6;
  if (input.sales.length === 0) {
    flow.paragraph(M, wrapLines(fonts.regular, PDF_CHART_TEXT.noAdjusted, 9, CONTENT_WIDTH), 9);
  } else {
    flow.paragraph(M, wrapLines(fonts.bold, chartFinding(input), 9, CONTENT_WIDTH), 9, { bold: true });
    flow.y += 4;
    flow.need(HEIGHT);
    drawChart(flow, input);
    flow.y += HEIGHT;
    flow.paragraph(M, wrapLines(fonts.regular, PDF_CHART_TEXT.legend, 7.5, CONTENT_WIDTH), 7.5, {
      color: GREY,
    });
    flow.y += 4;
  }
  flow.table(M, chartColumns(), chartRows(flow, input));
  flow.y += 6;
}

function drawChart(flow: PageFlow, input: EvidenceChartInput): void {
  const { canvas } = flow;
  const top = flow.y;
  const domain = chartDomain(input);
  const x = chartX(domain, M + 8, RIGHT - 8);
  const axis = top + 54;
  if (input.range) {
    canvas.band(
      x(input.range.low),
      top + 22,
      Math.max(1, x(input.range.high) - x(input.range.low)),
      32,
      BAND,
    );
  }
  canvas.line(M, axis, RIGHT, axis, 0.6);
  for (const sale of input.sales) canvas.dot(x(sale.adjusted_price), top + 38, 3.5, FILL_INK);
  if (input.estimate !== null) {
    const at = x(input.estimate);
    canvas.line(at, top + 18, at, axis + 4, 2.5, { color: ESTIMATE });
  }
  if (input.assessedValue !== null) {
    const at = x(input.assessedValue);
    canvas.line(at, top + 10, at, axis + 4, 1.2, { color: ASSESSED, dash: [3, 2] });
    const label = `Assessed ${formatShortPrice(input.assessedValue)}`;
    const width = textWidth(canvas.fonts.regular, printable(canvas.fonts.regular, label), 7);
    const left = Math.min(Math.max(M, at - width / 2), RIGHT - width);
    canvas.text(left, top, label, { size: 7, color: ASSESSED });
  }
  const hi = formatShortPrice(domain.hi);
  canvas.text(M, axis + 8, formatShortPrice(domain.lo), { size: 7, color: GREY });
  canvas.text(RIGHT - textWidth(canvas.fonts.regular, hi, 7), axis + 8, hi, { size: 7, color: GREY });
}

const VALUE_WIDTH = 150;
const chartColumns = () =>
  [
    [PDF_CHART_TEXT.columns[0], CONTENT_WIDTH - VALUE_WIDTH],
    [PDF_CHART_TEXT.columns[1], VALUE_WIDTH],
  ] as const;

/** The chart's numbers, one row each: every adjusted sale, the estimate, its range, the assessed value. */
function chartRows(flow: PageFlow, input: EvidenceChartInput): TableCell[][] {
  const row = (what: string, value: string): TableCell[] => [
    { lines: wrapLines(flow.canvas.fonts.regular, what, 8, CONTENT_WIDTH - VALUE_WIDTH - 6).slice(0, 2) },
    { lines: [value] },
  ];
  return [
    ...input.sales.map((sale) => row(`${CHART_TEXT.sale}: ${sale.address}`, usd(sale.adjusted_price))),
    row(CHART_TEXT.estimate, usdOr(input.estimate, MISSING_AMOUNT.estimate)),
    row(
      CHART_TEXT.range,
      input.range ? `${usd(input.range.low)} to ${usd(input.range.high)}` : MISSING_AMOUNT.estimate,
    ),
    row(CHART_TEXT.assessed, usdOr(input.assessedValue, MISSING_AMOUNT.assessed)),
  ];
}
