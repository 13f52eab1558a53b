import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';

const STEPS: { label: MessageId; done: boolean }[] = [
  { label: 'details.stepEvidence', done: true },
  { label: 'details.stepApplication', done: false },
  { label: 'details.stepSubmit', done: false },
];

/** The left column of /more-details: what the report holds and what comes next (spec §2). */
export function WhatsNext({ countdown }: { countdown: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="grid content-start gap-6">
      <section aria-labelledby="you-get" className="grid content-start gap-2">
        <h2 id="you-get" className="text-xl font-bold text-white">
          {t('details.youGet')}
        </h2>
        <ul className="grid gap-2 text-teal-100">
          {[t('details.bestComps'), t('details.fullLetter')].map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-mint-300" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="whats-next" className="grid content-start gap-3">
        <h2 id="whats-next" className="text-xl font-bold text-white">
          {t('details.whatsNext')}
        </h2>
        <ol className="grid gap-2">
          {STEPS.map((step, index) => (
            <li key={step.label} className="flex items-center gap-3">
              <span
                className={
                  step.done
                    ? 'flex size-7 items-center justify-center rounded-full bg-mint-400 text-sm font-bold text-teal-950'
                    : 'flex size-7 items-center justify-center rounded-full border border-teal-500 text-sm text-teal-200'
                }
              >
                {step.done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span className={step.done ? 'text-white' : 'text-teal-100'}>
                {index + 1}. {t(step.label)}
                {step.done && <span className="sr-only"> {t('details.stepDone')}</span>}
              </span>
            </li>
          ))}
        </ol>
        {countdown}
      </section>
    </div>
  );
}
