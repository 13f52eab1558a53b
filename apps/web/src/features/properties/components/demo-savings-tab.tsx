import { useI18n } from '#lib/i18n/i18n.tsx';
import { DEMO_VALUES } from '../utils/messages.ts';
import { SavingBadge } from './saving-badge.tsx';
import { SavingsFigures } from './savings-figures.tsx';

const demoTax = (value: number) => Math.round((value * DEMO_VALUES.ratePercent) / 100);

/** The "Success demo" tab: a sample owner's result with the fixed values of spec §9. */
export function DemoSavingsTab() {
  const { t, money } = useI18n();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold text-white">
          {t('result.demoHeading', { name: t('result.demoName') })}
        </h2>
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
      <p className="text-xs text-teal-300">{t('result.demoNote', { saving: money(DEMO_VALUES.saving) })}</p>
    </div>
  );
}
