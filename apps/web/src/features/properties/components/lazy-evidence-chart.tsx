import { lazy, Suspense } from 'react';
import { loadArea } from '#lib/i18n/catalogues.ts';
import type { EvidenceChartProps } from './evidence-chart.tsx';

/**
 * The chart's code loads with a result, not with the landing page (decision 084's budget), and its
 * words (the `chart` area, decision 264) with it.
 */
const EvidenceChart = lazy(() =>
  Promise.all([import('./evidence-chart.tsx'), loadArea('chart')]).then(([m]) => ({
    default: m.EvidenceChart,
  })),
);

/** The evidence chart (evidence-chart.tsx), fetched when there is a sale to chart. */
export function LazyEvidenceChart(props: EvidenceChartProps) {
  if (props.sales.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EvidenceChart {...props} />
    </Suspense>
  );
}
