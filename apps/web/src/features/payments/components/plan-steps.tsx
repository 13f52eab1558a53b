import { Check } from 'lucide-react';
import { cn } from '#lib/cn.ts';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';

/** The paid flow's steps: on /more-details, /choose-plan and /confirmation, so their words are core's. */
export const PLAN_STEPS: readonly MessageId[] = ['steps.addDetails', 'steps.choosePlan', 'steps.getEvidence'];

export interface PlanStepsProps {
  /** Index of the active step (0-based); steps before it are done. Past the end, every step is done. */
  current: number;
}

/** The three-step progress bar of the paid flow (spec §2 /more-details, /choose-plan, /confirmation). */
export function PlanSteps({ current }: PlanStepsProps) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('steps.progress')}>
      <ol className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-2">
        {PLAN_STEPS.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={label}
              className="flex flex-1 items-center gap-2"
              aria-current={active ? 'step' : undefined}
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-bold',
                  done && 'border-mint-400 bg-mint-400 text-teal-950',
                  active && 'border-mint-300 text-mint-200 ring-2 ring-mint-300/40',
                  !done && !active && 'border-teal-600 text-teal-300',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span className={cn('text-sm', active ? 'font-semibold text-white' : 'text-teal-200')}>
                {t(label)}
                <span className="sr-only">
                  {done ? ` ${t('steps.done')}` : active ? ` ${t('steps.current')}` : ''}
                </span>
              </span>
              {index < PLAN_STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn('hidden h-px flex-1 sm:block', done ? 'bg-mint-400' : 'bg-teal-700')}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
