import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

const STEPS = [
  { label: 'Gather evidence', done: true },
  { label: 'Fill out application', done: false },
  { label: 'Submit the package', done: false },
];

/** The left column of /more-details: what the report holds and what comes next (spec §2). */
export function WhatsNext({ countdown }: { countdown: ReactNode }) {
  return (
    <div className="grid content-start gap-6">
      <section aria-labelledby="you-get" className="grid content-start gap-2">
        <h2 id="you-get" className="text-xl font-bold text-white">
          What you'll get
        </h2>
        <ul className="grid gap-2 text-teal-100">
          {['Best-matching Comps', 'Full Appeal Letter'].map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-mint-300" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="whats-next" className="grid content-start gap-3">
        <h2 id="whats-next" className="text-xl font-bold text-white">
          What's next
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
                {index + 1}. {step.label}
                {step.done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          ))}
        </ol>
        {countdown}
      </section>
    </div>
  );
}
