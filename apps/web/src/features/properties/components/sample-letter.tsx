import { useI18n } from '#lib/i18n/i18n.tsx';

/*
 * The note under the sample letter (decision 188). The spec's "Based on 2,000+ local sales" is a
 * count no analysis of one home is made from: the note gives the number of nearby sales the owner's
 * own analysis chose its comparables from, and before there is one says what the letter is built on
 * ('details.basedOn', 'details.beforeAnalysis').
 */

/**
 * The right column of /more-details: a redacted sample appeal letter (spec §2). `salesConsidered`:
 * how many nearby sales the owner's analysis chose its comparables from (`comps_considered`), or
 * null without an analysis.
 */
export function SampleLetter({ salesConsidered }: { salesConsidered: number | null }) {
  const { t } = useI18n();
  const redacted = (width: string) => (
    <span aria-hidden="true" className={`inline-block h-3 rounded bg-teal-500/60 align-middle ${width}`} />
  );
  return (
    <section aria-labelledby="sample-letter" className="grid content-start gap-3">
      <h2 id="sample-letter" className="text-xl font-bold text-white">
        {t('details.letterHeading')}
      </h2>
      {/* The letter to the board is written in English in every language: the sample shows it as it
          is (`data-filed`: what is filed in English, for the no-English check). */}
      <div className="rounded-xl bg-white/95 p-5 text-sm leading-relaxed text-slate-800 shadow-inner">
        <div lang="en" data-filed>
          <p className="font-semibold">Assessment Appeals Board</p>
          <p className="mt-2">Re: Application for Changed Assessment, APN {redacted('w-24')}</p>
          <p className="mt-3">
            I request a reduction of the assessed value of my home at {redacted('w-40')} under Proposition 8:
            its market value on January 1 was below its assessed value of {redacted('w-16')}.
          </p>
          <p className="mt-3">Comparable sales within a mile, sold before March 31:</p>
          <ul className="mt-1 list-disc pl-5">
            <li>
              {redacted('w-32')} sold for {redacted('w-14')}
            </li>
            <li>
              {redacted('w-28')} sold for {redacted('w-14')}
            </li>
            <li>
              {redacted('w-36')} sold for {redacted('w-14')}
            </li>
          </ul>
          <p className="mt-3">My opinion of value is {redacted('w-16')}.</p>
        </div>
        <span className="sr-only">{t('details.letterHidden')}</span>
      </div>
      <p className="text-sm text-teal-200">
        {salesConsidered ? t('details.basedOn', { count: salesConsidered }) : t('details.beforeAnalysis')}
      </p>
    </section>
  );
}
