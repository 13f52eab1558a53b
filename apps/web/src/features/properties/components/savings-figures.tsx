import { useId } from 'react';
import { useI18n } from '#lib/i18n/i18n.tsx';

interface SavingsFiguresProps {
  assessedValue: number | null;
  marketValue: number | null;
  saving: number | null;
  ratePercent: number | null;
  assessedTax: number | null;
  marketTax: number | null;
}

function ReadOnlyAmount({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-teal-200 uppercase">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        className="w-full rounded-lg border border-teal-700 bg-teal-950/60 px-3 py-2 text-lg font-semibold text-white"
      />
    </div>
  );
}

// Said when the market value's tax is the higher one ('result.nothingToLower'): why the saving is $0
// and not a negative figure; source R&T §51(a) (the lower of the Prop 13 value and the market value).

/** Read-only Assessed Value, Market Value and "You can save", with how the saving is worked out. */
export function SavingsFigures({
  assessedValue,
  marketValue,
  saving,
  ratePercent,
  assessedTax,
  marketTax,
}: SavingsFiguresProps) {
  const { t, money, intl } = useI18n();
  const amountOr = (value: number | null, missing: string) => (value === null ? missing : money(value));
  const percent = (rate: number) =>
    intl.formatNumber(rate / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <ReadOnlyAmount
          label={t('result.assessedValue')}
          value={amountOr(assessedValue, t('unvalued.assessedValue'))}
        />
        <ReadOnlyAmount
          label={t('result.marketValue')}
          value={amountOr(marketValue, t('unvalued.marketValue'))}
        />
        <ReadOnlyAmount label={t('result.youCanSave')} value={amountOr(saving, t('unvalued.saving'))} />
      </div>
      {assessedTax === null || marketTax === null || ratePercent === null ? (
        <p className="text-sm text-teal-200">{t('unvalued.formulaUnknown')}</p>
      ) : (
        <p className="text-sm text-teal-200">
          {t('result.formula', {
            assessedTax: money(assessedTax),
            marketTax: money(marketTax),
            rate: percent(ratePercent),
          })}
          {marketTax >= assessedTax && ` ${t('result.nothingToLower')}`}
        </p>
      )}
    </div>
  );
}
