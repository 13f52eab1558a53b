import { useI18n } from '#lib/i18n/i18n.tsx';

/**
 * The saving amount badge next to the heading, e.g. "Save $675/yr". Nothing when the saving is not
 * known (no tax figure): the unvalued note says why in words (decision 221), never "Save ???/yr".
 */
export function SavingBadge({ amount }: { amount: number | null }) {
  const { t, money } = useI18n();
  if (amount === null) return null;
  return (
    <span
      data-testid="saving-badge"
      className="rounded-full bg-mint-400 px-3 py-1 text-sm font-bold text-teal-950"
    >
      {t('result.saveBadge', { amount: money(amount) })}
    </span>
  );
}
