import type { AppealReport } from '@homie/contracts/appeals-report';
import { type ReactNode, useId } from 'react';
import { useI18n } from '#lib/i18n/i18n.tsx';

/** The base-year appeal still open for the report's roll year (R&T §80(a)(3), decision 248); nothing without one. */
export function BaseYearAppealNote({ report }: { report: AppealReport }) {
  const { t } = useI18n();
  const id = useId();
  const appeal = report.base_year_appeal;
  if (!appeal) return null;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-mint-400/30 p-4 text-sm text-teal-100">
      <h3 id={id} className="font-semibold text-white">
        {t('form.baseYear.title', {
          from: String(appeal.enrolled_roll_year),
          to: String(appeal.last_roll_year),
        })}
      </h3>
      {/* The report's sentence with its rule (R&T §80(a)(3)), in the report's English. */}
      <p lang="en" className="mt-2">
        {appeal.text}
      </p>
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
 * the HTML report use (contracts' HEARING_KIT_HEADINGS, whose English words the catalogue's are): the
 * exchange of information and its letter, the copies, what to say, the assessor's usual answers,
 * stipulation and withdrawal. The headings and the kit's own words are in the visitor's language; the
 * report's sentences, the letter and the outline are the report's English, said at the hearing
 * (decision 265).
 */
export function HearingKitSection({ report }: { report: AppealReport }) {
  const { t } = useI18n();
  const id = useId();
  const kit = report.hearing_kit;
  if (!kit) return null;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-mint-400/15 p-4 text-sm text-teal-100">
      <h3 id={id} className="text-lg font-bold text-white">
        {t('form.kit.kit')}
      </h3>
      <p className="mt-1">{t('form.kit.intro')}</p>
      <Sub title={t('form.kit.exchange')}>
        {kit.exchange.what.map((sentence) => (
          <p key={sentence} lang="en">
            {sentence}
          </p>
        ))}
        <p className="font-medium text-teal-50">{t('form.kit.send')}</p>
        <ul lang="en" className="list-disc pl-5">
          {kit.exchange.send.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="font-medium text-teal-50">{t('form.kit.when')}</p>
        <ul lang="en" className="list-disc pl-5">
          {kit.exchange.when.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Sub>
      <Sub title={t('form.kit.letter')}>
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take keyboard focus to be scrolled (axe: scrollable-region-focusable)
          tabIndex={0}
          aria-label={t('form.kit.letterLabel')}
          className="max-h-96 overflow-auto rounded-lg bg-white p-4"
        >
          <pre lang="en" className="whitespace-pre-wrap font-serif text-sm text-teal-950">
            {kit.exchange.letter}
          </pre>
        </section>
      </Sub>
      <Sub title={t('form.kit.copies')}>
        <p lang="en">{kit.copies.text}</p>
      </Sub>
      <Sub title={t('form.kit.outline')}>
        <ol lang="en" className="list-decimal pl-5">
          {kit.outline.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      </Sub>
      <Sub title={t('form.kit.rebuttals')}>
        <dl lang="en" className="flex flex-col gap-2">
          {kit.rebuttals.map(({ objection, answer }) => (
            <div key={objection}>
              <dt className="font-medium text-teal-50">"{objection}"</dt>
              <dd className="pl-3">{answer}</dd>
            </div>
          ))}
        </dl>
      </Sub>
      <Sub title={t('form.kit.stipulation')}>
        <p>
          <strong>{t('form.kit.stipulationLabel')}</strong> <span lang="en">{kit.stipulation}</span>
        </p>
        <p>
          <strong>{t('form.kit.withdrawalLabel')}</strong> <span lang="en">{kit.withdrawal}</span>
        </p>
      </Sub>
    </section>
  );
}
