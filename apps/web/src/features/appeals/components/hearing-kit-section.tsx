import type { AppealReport } from '@homie/contracts/appeals-report';
import { type ReactNode, useId } from 'react';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { baseYearWords, hearingKitWords } from './hearing-kit-words.ts';

/**
 * The base-year appeal still open for the report's roll year (R&T §80(a)(3), decision 248); nothing
 * without one. Worded in the owner's language from its fields (decision 271); a report assembled
 * before that gives only its English sentence, shown marked so.
 */
export function BaseYearAppealNote({ report }: { report: AppealReport }) {
  const i18n = useI18n();
  const { t } = i18n;
  const id = useId();
  const appeal = report.base_year_appeal;
  if (!appeal) return null;
  const words = baseYearWords(i18n, appeal);
  return (
    <section aria-labelledby={id} className="rounded-lg border border-mint-400/30 p-4 text-sm text-teal-100">
      <h3 id={id} className="font-semibold text-white">
        {t('form.baseYear.title', {
          from: String(appeal.enrolled_roll_year),
          to: String(appeal.last_roll_year),
        })}
      </h3>
      {words === null ? (
        <p lang="en" className="mt-2">
          {appeal.text}
        </p>
      ) : (
        <p className="mt-2">{words}</p>
      )}
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

function Rebuttals({ rebuttals }: { rebuttals: readonly { objection: string; answer: string }[] }) {
  return rebuttals.map(({ objection, answer }) => (
    <div key={objection}>
      <dt className="font-medium text-teal-50">"{objection}"</dt>
      <dd className="pl-3">{answer}</dd>
    </div>
  ));
}

/**
 * The hearing kit (issue 51 item 6, decision 248) under the letter, under the headings the PDF and
 * the HTML report use (contracts' HEARING_KIT_HEADINGS, whose English words the catalogue's are): the
 * exchange of information and its letter, the copies, what to say, the assessor's usual answers,
 * stipulation and withdrawal. The owner's guidance is in the owner's language, worded from the
 * server's parts (decision 271); the exchange letter, sent to the assessor, stays English, and in
 * another language the outline and the answers, said to the board, are also given in English beneath.
 * A report assembled before decision 271 has no parts: its English sentences are shown, marked so.
 */
export function HearingKitSection({ report }: { report: AppealReport }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const id = useId();
  const kit = report.hearing_kit;
  if (!kit) return null;
  const words = kit.parts ? hearingKitWords(i18n, kit.parts) : null;
  // The report's English where there are no parts; no lang mark where the words are the owner's.
  const lang = words ? undefined : 'en';
  const said = words ?? kit;
  const inEnglishBeside = words !== null && locale !== 'en';
  return (
    <section aria-labelledby={id} className="rounded-lg border border-mint-400/15 p-4 text-sm text-teal-100">
      <h3 id={id} className="text-lg font-bold text-white">
        {t('form.kit.kit')}
      </h3>
      <p className="mt-1">{t('form.kit.intro')}</p>
      <Sub title={t('form.kit.exchange')}>
        {said.exchange.what.map((sentence) => (
          <p key={sentence} lang={lang}>
            {sentence}
          </p>
        ))}
        <p className="font-medium text-teal-50">{t('form.kit.send')}</p>
        <ul lang={lang} className="list-disc pl-5">
          {said.exchange.send.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="font-medium text-teal-50">{t('form.kit.when')}</p>
        <ul lang={lang} className="list-disc pl-5">
          {said.exchange.when.map((item) => (
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
          {/* Sent to the assessor: English on every page. */}
          <pre lang="en" data-filed className="whitespace-pre-wrap font-serif text-sm text-teal-950">
            {kit.exchange.letter}
          </pre>
        </section>
      </Sub>
      <Sub title={t('form.kit.copies')}>
        <p lang={lang}>{said.copies.text}</p>
      </Sub>
      <Sub title={t('form.kit.outline')}>
        <ol lang={lang} className="list-decimal pl-5">
          {said.outline.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
        {inEnglishBeside && (
          <details className="rounded border border-mint-400/15 p-2">
            <summary>{t('form.kit.inEnglish')}</summary>
            {/* What is said to the board, in English (`data-filed`: the no-English check's word for it). */}
            <ol lang="en" data-filed className="mt-2 list-decimal pl-5">
              {kit.outline.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ol>
          </details>
        )}
      </Sub>
      <Sub title={t('form.kit.rebuttals')}>
        <dl lang={lang} className="flex flex-col gap-2">
          <Rebuttals rebuttals={said.rebuttals} />
        </dl>
        {inEnglishBeside && (
          <details className="rounded border border-mint-400/15 p-2">
            <summary>{t('form.kit.inEnglish')}</summary>
            <dl lang="en" data-filed className="mt-2 flex flex-col gap-2">
              <Rebuttals rebuttals={kit.rebuttals} />
            </dl>
          </details>
        )}
      </Sub>
      <Sub title={t('form.kit.stipulation')}>
        <p>
          <strong>{t('form.kit.stipulationLabel')}</strong> <span lang={lang}>{said.stipulation}</span>
        </p>
        <p>
          <strong>{t('form.kit.withdrawalLabel')}</strong> <span lang={lang}>{said.withdrawal}</span>
        </p>
      </Sub>
    </section>
  );
}
