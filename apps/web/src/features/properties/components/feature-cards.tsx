import { BadgeCheck, BrainCircuit, PiggyBank } from 'lucide-react';
import { FEATURE_CARDS } from '../utils/messages.ts';

const ICONS = [BrainCircuit, PiggyBank, BadgeCheck];

/** The three feature cards under the result (spec §2). */
export function FeatureCards() {
  return (
    <section aria-label="Why Homie" className="grid gap-4 md:grid-cols-3">
      {FEATURE_CARDS.map((card, index) => {
        const Icon = ICONS[index] ?? BadgeCheck;
        return (
          <article key={card.title} className="rounded-2xl border border-mint-400/15 bg-teal-900/60 p-5">
            <Icon aria-hidden="true" className="size-7 text-mint-300" />
            <h3 className="mt-3 text-lg font-bold text-white">{card.title}</h3>
            <p className="mt-1 text-sm text-teal-200">{card.text}</p>
          </article>
        );
      })}
    </section>
  );
}
