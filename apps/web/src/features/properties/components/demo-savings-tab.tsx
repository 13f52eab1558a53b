import { formatDollars } from '@homie/contracts/valuation';
import { DEMO_VALUES, LANDING_TEXT } from '../utils/messages.ts';
import { SavingBadge } from './saving-badge.tsx';
import { SavingsFigures } from './savings-figures.tsx';

const demoTax = (value: number) => Math.round((value * DEMO_VALUES.ratePercent) / 100);

/** The "Success demo" tab: a sample owner's result with the fixed values of spec §9. */
export function DemoSavingsTab() {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold text-white">{LANDING_TEXT.demoHeading(LANDING_TEXT.demoName)}</h2>
        <SavingBadge amount={DEMO_VALUES.saving} />
      </div>
      <SavingsFigures
        assessedValue={DEMO_VALUES.assessedValue}
        marketValue={DEMO_VALUES.marketValue}
        saving={DEMO_VALUES.saving}
        ratePercent={DEMO_VALUES.ratePercent}
        assessedTax={demoTax(DEMO_VALUES.assessedValue)}
        marketTax={demoTax(DEMO_VALUES.assessedValue) - DEMO_VALUES.saving}
      />
      <p className="text-xs text-teal-300">
        A sample homeowner: {formatDollars(DEMO_VALUES.saving)} a year back after appealing with comparable
        sales.
      </p>
    </div>
  );
}
