import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import { Info } from 'lucide-react';
import { useI18n } from '#lib/i18n/i18n.tsx';

export interface FilingRightsNoticeProps {
  /** The home's county key: the notice then names its assessor, its board and its sourced fee. */
  county?: string | null;
}

/**
 * What an owner can do without us, said before any payment (B&P §17537.9: a paid assessment
 * reduction filing service must tell owners they can seek a review and appeal themselves for free,
 * and may not imply a guaranteed reduction; decision 097; checked 2026-12-03). With the home's county
 * it names the county's assessor and board and what the county charges (a sourced fee, none, or
 * "check with the clerk": never a guess). In the visitor's language, every sentence in full
 * (decision 258): the notice is the law's, not a summary of it.
 */
export function FilingRightsNotice({ county }: FilingRightsNoticeProps) {
  const { t, intl } = useI18n();
  const facts = isCountyKey(county) ? COUNTIES[county] : null;
  const name = facts?.name ?? null;
  /** The formal appeal's fee in a county: its sourced amount, none, or unconfirmed (never a guess). */
  const formalFee = (countyName: string, fee: number | null): string => {
    if (fee === 0) return t('plans.rights.feeNone', { county: countyName });
    if (fee === null) return t('plans.rights.feeUnknown', { county: countyName });
    const amount = intl.formatNumber(fee, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    return t('plans.rights.fee', { county: countyName, fee: amount });
  };
  return (
    <aside
      role="note"
      aria-labelledby="filing-rights-title"
      className="rounded-2xl border-2 border-mint-400/60 bg-teal-900/70 p-5 text-sm text-teal-100"
    >
      <h2 id="filing-rights-title" className="flex items-center gap-2 text-base font-bold text-white">
        <Info aria-hidden="true" className="size-5 text-mint-300" />
        {t('plans.rights.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          {name ? t('plans.rights.askCounty', { county: name }) : t('plans.rights.askAny')}{' '}
          {t('plans.rights.noPlanNeeded')}
        </li>
        <li>
          {t('plans.rights.informalFree')}{' '}
          {facts ? formalFee(facts.name, facts.appealFeeUsd) : t('plans.rights.feeDepends')}
        </li>
        <li>{t('plans.rights.noGuarantee')}</li>
      </ul>
    </aside>
  );
}
