import { BadgeCheck, BrainCircuit, PiggyBank } from 'lucide-react';
import { useI18n } from '#lib/i18n/i18n.tsx';

/**
 * The cards' texts (the English is the catalogue's). Their sources, kept from the spec's claims:
 * - analysis: the spec's "thousands of recent sales" is not what one home is valued from (decision
 *   188): its comparables come from the nearby sales of its search step, each adjusted for size, age,
 *   rooms and lot, and brought to the lien date by the market index.
 * - savings: the spec's "an average of $1,200 annually" has no source. What is sourced: the tax is the
 *   assessed value times the effective rate, and the counties' average rates run about 1.09%–1.26%
 *   (shared/design/domain.md, "Assessed value"): $100,000 off an assessment saves $1,090–$1,260 a
 *   year, about $1,200 (decision 188).
 * - terms: the spec's "Risk-Free Process … appeal success guaranteed" is a claim B&P §17537.9 forbids
 *   a paid filing service to make (decision 097).
 */
const FEATURE_CARDS = [
  { title: 'landing.feature.analysis.title', text: 'landing.feature.analysis.text' },
  { title: 'landing.feature.savings.title', text: 'landing.feature.savings.text' },
  { title: 'landing.feature.terms.title', text: 'landing.feature.terms.text' },
] as const;

const ICONS = [BrainCircuit, PiggyBank, BadgeCheck];

/** The three feature cards under the result (spec §2). */
export function FeatureCards() {
  const { t } = useI18n();
  return (
    <section aria-label={t('landing.whyHomie')} className="grid gap-4 md:grid-cols-3">
      {FEATURE_CARDS.map((card, index) => {
        const Icon = ICONS[index] ?? BadgeCheck;
        return (
          <article key={card.title} className="rounded-2xl border border-mint-400/15 bg-teal-900/60 p-5">
            <Icon aria-hidden="true" className="size-7 text-mint-300" />
            <h3 className="mt-3 text-lg font-bold text-white">{t(card.title)}</h3>
            <p className="mt-1 text-sm text-teal-200">{t(card.text)}</p>
          </article>
        );
      })}
    </section>
  );
}
