import { formatCurrency } from '@homie/contracts/valuation';
import type { ReactNode } from 'react';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { LANDING_TEXT } from '../utils/messages.ts';
import { type SavingsView, savingsView } from '../utils/savings-view.ts';
import { SavingBadge } from './saving-badge.tsx';
import { SavingsFigures } from './savings-figures.tsx';
import { ValueSources } from './value-sources.tsx';

interface YourSavingsTabProps {
  propertyInfo: StoredPropertyInfo | null;
  comparables: StoredComparable[];
  /** What to show an owner in good shape: the free 2026 assessment sign-up. */
  renderGoodShape?: (view: SavingsView) => ReactNode;
}

/** Says whether a gap this size is inside the adjusted-comps estimate's own margin (domain.md). */
function ConfidenceNote({ info, view }: { info: StoredPropertyInfo; view: SavingsView }) {
  const valuation = info.valuation;
  if (view.state !== 'overpaying' || !valuation || valuation.market_value === null) return null;
  const range = `${formatCurrency(valuation.range_low)} to ${formatCurrency(valuation.range_high)}`;
  if (valuation.is_overassessed) {
    return (
      <p className="text-sm text-mint-200">
        Your assessment is above our adjusted estimate of {formatCurrency(valuation.market_value)} ({range}):
        a strong case for an appeal.
      </p>
    );
  }
  return (
    <p className="text-sm text-amber-200">
      Our adjusted estimate is {formatCurrency(valuation.market_value)} ({range}); your assessment is within
      that range, so an appeal may not succeed. Add details to sharpen the estimate.
    </p>
  );
}

/** The "Your savings" tab (spec §2): overpaying with its badge, in good shape, or "???" amounts. */
export function YourSavingsTab({ propertyInfo, comparables, renderGoodShape }: YourSavingsTabProps) {
  if (!propertyInfo) return <p className="text-teal-200">{LANDING_TEXT.noResultYet}</p>;
  const view = savingsView(propertyInfo, comparables);
  return (
    <div className="grid gap-4" data-state={view.state}>
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-2xl font-bold text-white">{view.heading}</h3>
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
      <ConfidenceNote info={propertyInfo} view={view} />
      <ValueSources info={propertyInfo} comparables={comparables} />
      {view.state === 'good_shape' && renderGoodShape?.(view)}
    </div>
  );
}
