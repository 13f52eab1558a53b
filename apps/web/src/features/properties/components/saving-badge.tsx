import { formatCurrency } from '@homie/contracts/valuation';

/** The saving amount badge next to the heading, e.g. "Save $675/yr". */
export function SavingBadge({ amount }: { amount: number | null }) {
  const text = formatCurrency(amount);
  return (
    <span
      data-testid="saving-badge"
      className="rounded-full bg-mint-400 px-3 py-1 text-sm font-bold text-teal-950"
    >
      Save {text}/yr
    </span>
  );
}
