import { formatDollars, formatPercent } from '@homie/contracts/valuation';
import { useId } from 'react';
import { LANDING_TEXT } from '../utils/messages.ts';
import { amountOr, UNVALUED_TEXT } from '../utils/unvalued.ts';

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

/** Said when the market value's tax is the higher one: why the saving is $0 and not a negative figure. */
export const NOTHING_TO_LOWER =
  'Here the tax on your market value is the higher one, so the saving is $0: the assessor enrols the lower of your Prop 13 value and your market value (R&T §51(a)).';

/** Read-only Assessed Value, Market Value and "You can save", with how the saving is worked out. */
export function SavingsFigures({
  assessedValue,
  marketValue,
  saving,
  ratePercent,
  assessedTax,
  marketTax,
}: SavingsFiguresProps) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <ReadOnlyAmount
          label={LANDING_TEXT.assessedValue}
          value={amountOr(assessedValue, UNVALUED_TEXT.assessedValue)}
        />
        <ReadOnlyAmount
          label={LANDING_TEXT.marketValue}
          value={amountOr(marketValue, UNVALUED_TEXT.marketValue)}
        />
        <ReadOnlyAmount label={LANDING_TEXT.youCanSave} value={amountOr(saving, UNVALUED_TEXT.saving)} />
      </div>
      {assessedTax === null || marketTax === null || ratePercent === null ? (
        <p className="text-sm text-teal-200">{UNVALUED_TEXT.formulaUnknown}</p>
      ) : (
        <p className="text-sm text-teal-200">
          Saving = tax on your assessed value ({formatDollars(assessedTax)}) − tax on your market value (
          {formatDollars(marketTax)}), both at your effective tax rate of {formatPercent(ratePercent)}.
          {marketTax >= assessedTax && ` ${NOTHING_TO_LOWER}`}
        </p>
      )}
    </div>
  );
}
