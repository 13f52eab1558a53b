import type { Plan, PlanTier } from '@homie/contracts/payments';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { cn } from '#lib/cn.ts';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';

/**
 * A plan's words in the catalogue (area `plans`, decision 258): the same texts as contracts' PLANS
 * in English (spec §2 /choose-plan). The last feature is not "guaranteed success": B&P §17537.9
 * forbids a filing service to represent that filing will result in a reduction (decision 097).
 */
const PLAN_TEXT: Record<
  PlanTier,
  { name: MessageId; tagline: MessageId; button: MessageId; features: readonly MessageId[] }
> = {
  basic: {
    name: 'plans.basic.name',
    tagline: 'plans.basic.tagline',
    button: 'plans.basic.button',
    features: ['plans.basic.comps', 'plans.basic.letter'],
  },
  guarantee: {
    name: 'plans.guarantee.name',
    tagline: 'plans.guarantee.tagline',
    button: 'plans.guarantee.button',
    features: [
      'plans.guarantee.comps',
      'plans.guarantee.letter',
      'plans.guarantee.support',
      'plans.guarantee.nextYear',
    ],
  },
};

/** A plan's name and a price in cents, in the visitor's language ("$24.90" in English, by Intl). */
export function usePlanWords() {
  const { t, intl } = useI18n();
  return useMemo(
    () => ({
      planName: (tier: PlanTier) => t(PLAN_TEXT[tier].name),
      price: (amountCents: number) =>
        intl.formatNumber(amountCents / 100, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
    }),
    [t, intl],
  );
}

export interface PlanCardProps {
  plan: Plan;
  onChoose?: () => void;
  /** Disables the button (a payment is being set up). */
  isBusy?: boolean;
  /** Summary mode (/confirmation): no button. */
  children?: ReactNode;
  /** The button's text when it is not the plan's own (an upgrade, or continuing a paid plan). */
  buttonLabel?: string | undefined;
}

/** One plan: name, tagline, one-time price, features and its button (spec §2 /choose-plan). */
export function PlanCard({ plan, onChoose, isBusy, children, buttonLabel }: PlanCardProps) {
  const { t, locale } = useI18n();
  const { price } = usePlanWords();
  const text = PLAN_TEXT[plan.tier];
  const headingId = `plan-${plan.tier}-title`;
  return (
    <Card
      role="group"
      // In the visitor's language also on a page still marked English (/confirmation, decision 258).
      lang={locale}
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-4 p-6',
        plan.mostPopular && 'border-mint-400/70 ring-1 ring-mint-400/40',
      )}
    >
      {plan.mostPopular && (
        <span className="absolute -top-3 right-6 rounded-full bg-mint-400 px-3 py-0.5 text-xs font-bold text-teal-950">
          {t('plans.mostPopular')}
        </span>
      )}
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-white">
          {t(text.name)}
        </h2>
        <p className="text-teal-200">{t(text.tagline)}</p>
      </div>
      <p>
        <span className="text-4xl font-extrabold text-mint-300">{price(plan.amountCents)}</span>{' '}
        <span className="text-sm text-teal-200">{t('plans.oneTime')}</span>
      </p>
      <ul className="flex flex-1 flex-col gap-2">
        {text.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-mint-400" />
            {t(feature)}
          </li>
        ))}
      </ul>
      {onChoose && (
        <Button
          size="lg"
          variant={plan.mostPopular ? 'primary' : 'secondary'}
          onClick={onChoose}
          disabled={isBusy}
        >
          {buttonLabel ?? t(text.button)}
        </Button>
      )}
      {children}
    </Card>
  );
}
