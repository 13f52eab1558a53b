import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import { Info } from 'lucide-react';

export interface FilingRightsNoticeProps {
  /** The home's county key: the notice then names its assessor, its board and its sourced fee. */
  county?: string | null;
}

/**
 * What an owner can do without us, said before any payment (B&P §17537.9: a paid assessment
 * reduction filing service must tell owners they can seek a review and appeal themselves for free,
 * and may not imply a guaranteed reduction; decision 097). With the home's county it names the
 * county's assessor and board and what the county charges (a sourced fee, none, or "check with
 * the clerk": never a guess).
 */
/** The formal appeal's fee in a county: its sourced amount, none, or unconfirmed (never a guess). */
function formalFee(name: string, fee: number | null): string {
  if (fee === 0) return `A formal appeal in ${name} County carries no filing fee.`;
  if (fee === null)
    return `We could not confirm whether a formal appeal in ${name} County carries a filing fee: ask the clerk of the board.`;
  return `A formal appeal in ${name} County carries a $${fee} processing fee per application (one parcel each).`;
}

export function FilingRightsNotice({ county }: FilingRightsNoticeProps) {
  const facts = isCountyKey(county) ? COUNTIES[county] : null;
  const name = facts?.name ?? null;
  return (
    <aside
      role="note"
      aria-labelledby="filing-rights-title"
      className="rounded-2xl border-2 border-mint-400/60 bg-teal-900/70 p-5 text-sm text-teal-100"
    >
      <h2 id="filing-rights-title" className="flex items-center gap-2 text-base font-bold text-white">
        <Info aria-hidden="true" className="size-5 text-mint-300" />
        What you can do for free
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          {name
            ? `You can ask the ${name} County Assessor for a free informal review of your assessed value, and you can file an appeal yourself with the ${name} County Assessment Appeals Board.`
            : "You can ask your county assessor for a free informal review of your assessed value, and you can file an appeal yourself with the county's assessment appeals board."}{' '}
          You do not need to buy a plan to do either.
        </li>
        <li>
          The informal review costs nothing.{' '}
          {facts
            ? formalFee(facts.name, facts.appealFeeUsd)
            : 'Whether a formal appeal carries a county filing fee depends on the county: ask the clerk of the board.'}
        </li>
        <li>
          No one can guarantee a reduction. An appeals board decides on the evidence, and it can also raise an
          assessed value it finds too low.
        </li>
      </ul>
    </aside>
  );
}
