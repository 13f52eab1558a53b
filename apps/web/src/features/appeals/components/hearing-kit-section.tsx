import type { AppealReport } from '@homie/contracts/appeals-report';
import { HEARING_KIT_HEADINGS } from '@homie/contracts/hearing-kit';
import { type ReactNode, useId } from 'react';

/** The base-year appeal still open for the report's roll year (R&T §80(a)(3), decision 248); nothing without one. */
export function BaseYearAppealNote({ report }: { report: AppealReport }) {
  const id = useId();
  const appeal = report.base_year_appeal;
  if (!appeal) return null;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-mint-400/30 p-4 text-sm text-teal-100">
      <h3 id={id} className="font-semibold text-white">
        Base-year appeal still open ({appeal.enrolled_roll_year} to {appeal.last_roll_year})
      </h3>
      <p className="mt-2">{appeal.text}</p>
    </section>
  );
}

function Sub({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-4">
      <h4 id={id} className="font-semibold text-mint-200">
        {title}
      </h4>
      <div className="mt-1 flex flex-col gap-2">{children}</div>
    </section>
  );
}

/**
 * The hearing kit (issue 51 item 6, decision 248) under the letter, under the headings the PDF and
 * the HTML report use: the exchange of information and its letter, the copies, what to say, the
 * assessor's usual answers, stipulation and withdrawal.
 */
export function HearingKitSection({ report }: { report: AppealReport }) {
  const id = useId();
  const kit = report.hearing_kit;
  if (!kit) return null;
  const h = HEARING_KIT_HEADINGS;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-mint-400/15 p-4 text-sm text-teal-100">
      <h3 id={id} className="text-lg font-bold text-white">
        {h.kit}
      </h3>
      <p className="mt-1">
        What to do between filing and the board's decision, with your report's numbers. Nothing here promises
        a result: the board decides on the evidence, and it can also raise a value.
      </p>
      <Sub title={h.exchange}>
        {kit.exchange.what.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        <p className="font-medium text-teal-50">What to send</p>
        <ul className="list-disc pl-5">
          {kit.exchange.send.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="font-medium text-teal-50">When</p>
        <ul className="list-disc pl-5">
          {kit.exchange.when.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Sub>
      <Sub title={h.letter}>
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take keyboard focus to be scrolled (axe: scrollable-region-focusable)
          tabIndex={0}
          aria-label="Exchange letter to the assessor"
          className="max-h-96 overflow-auto rounded-lg bg-white p-4"
        >
          <pre className="whitespace-pre-wrap font-serif text-sm text-teal-950">{kit.exchange.letter}</pre>
        </section>
      </Sub>
      <Sub title={h.copies}>
        <p>{kit.copies.text}</p>
      </Sub>
      <Sub title={h.outline}>
        <ol className="list-decimal pl-5">
          {kit.outline.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      </Sub>
      <Sub title={h.rebuttals}>
        <dl className="flex flex-col gap-2">
          {kit.rebuttals.map(({ objection, answer }) => (
            <div key={objection}>
              <dt className="font-medium text-teal-50">"{objection}"</dt>
              <dd className="pl-3">{answer}</dd>
            </div>
          ))}
        </dl>
      </Sub>
      <Sub title={h.stipulation}>
        <p>
          <strong>Stipulation.</strong> {kit.stipulation}
        </p>
        <p>
          <strong>Withdrawal.</strong> {kit.withdrawal}
        </p>
      </Sub>
    </section>
  );
}
