import { formatPlanPrice, type Plan } from '@homie/contracts/payments';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { cn } from '#lib/cn.ts';

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
  const headingId = `plan-${plan.tier}-title`;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-4 p-6',
        plan.mostPopular && 'border-mint-400/70 ring-1 ring-mint-400/40',
      )}
    >
      {plan.mostPopular && (
        <span className="absolute -top-3 right-6 rounded-full bg-mint-400 px-3 py-0.5 text-xs font-bold text-teal-950">
          Most Popular
        </span>
      )}
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-white">
          {plan.name}
        </h2>
        <p className="text-teal-200">{plan.tagline}</p>
      </div>
      <p>
        <span className="text-4xl font-extrabold text-mint-300">{formatPlanPrice(plan.amountCents)}</span>{' '}
        <span className="text-sm text-teal-200">one-time</span>
      </p>
      <ul className="flex flex-1 flex-col gap-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-mint-400" />
            {feature}
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
          {buttonLabel ?? plan.buttonLabel}
        </Button>
      )}
      {children}
    </Card>
  );
}
