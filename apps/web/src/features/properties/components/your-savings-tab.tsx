import type { ReactNode, Ref } from 'react';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { type SavingsView, savingsView } from '../utils/savings-view.ts';
import { LazyComparablesMap } from './lazy-comparables-map.tsx';
import { LazyEvidenceChart } from './lazy-evidence-chart.tsx';
import { SavingBadge } from './saving-badge.tsx';
import { SavingsFigures } from './savings-figures.tsx';
import { UnvaluedNote } from './unvalued-note.tsx';
import { ValueSources } from './value-sources.tsx';
import { ValueRange, VerdictNote, homeLine, verdictText } from './verdict-note.tsx';

interface YourSavingsTabProps {
  propertyInfo: StoredPropertyInfo | null;
  comparables: StoredComparable[];
  /** What to show an owner in good shape: the free assessment sign-up for the next roll year. */
  renderGoodShape?: (view: SavingsView) => ReactNode;
  /** The verdict's heading, focused when a new result arrives (result-panel.tsx). */
  verdictRef?: Ref<HTMLHeadingElement>;
  /** The app's Contact Us button, offered when the home cannot be valued (unvalued-note.tsx). */
  contactAction?: ReactNode;
}

/**
 * The "Your savings" tab (spec §2, issue 15): the home it is about, the verdict (overpaying with its
 * badge, too close to call, in good shape in the roll year, or words for what cannot be valued), the one market value
 * with its range, the spec's median of five as a reference, and why.
 */
export function YourSavingsTab({
  propertyInfo,
  comparables,
  renderGoodShape,
  verdictRef,
  contactAction,
}: YourSavingsTabProps) {
  const { t, rich } = useI18n();
  if (!propertyInfo) return <p className="text-teal-200">{t('result.noResultYet')}</p>;
  const view = savingsView(propertyInfo, comparables);
  return (
    <div className="grid gap-4" data-state={view.state}>
      <p className="text-sm text-teal-200">
        {rich('result.forHome', {
          home: <span className="font-semibold text-white">{homeLine(propertyInfo)}</span>,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h2
          ref={verdictRef}
          tabIndex={-1}
          className="scroll-mt-4 text-2xl font-bold text-white outline-none focus-visible:ring-2 focus-visible:ring-mint-300"
        >
          {verdictText(t, view.state, view.rollYear)}
        </h2>
        {view.state === 'overpaying' && <SavingBadge amount={view.shownSaving} />}
      </div>
      <SavingsFigures
        assessedValue={view.assessedValue}
        marketValue={view.marketValue}
        saving={view.shownSaving}
        ratePercent={view.ratePercent}
        assessedTax={view.assessedTax}
        marketTax={view.marketTax}
      />
      <ValueRange view={view} />
      <VerdictNote view={view} />
      <LazyEvidenceChart
        sales={comparables}
        estimate={view.marketValue}
        range={view.range}
        assessedValue={view.assessedValue}
      />
      <LazyComparablesMap home={propertyInfo} sales={comparables} />
      <UnvaluedNote info={propertyInfo} comparables={comparables} view={view} contactAction={contactAction} />
      <ValueSources info={propertyInfo} comparables={comparables} />
      {view.state === 'good_shape' && renderGoodShape?.(view)}
    </div>
  );
}
