import { Info } from 'lucide-react';

/**
 * What an owner can do without us, said before any payment (B&P §17537.9: a paid assessment
 * reduction filing service must tell owners they can seek a review and appeal themselves for free,
 * and may not imply a guaranteed reduction; decision 097).
 */
export function FilingRightsNotice() {
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
          You can ask your county assessor for a free informal review of your assessed value, and you can file
          an appeal yourself with the county's assessment appeals board. You do not need to buy a plan to do
          either.
        </li>
        <li>
          The informal review costs nothing. Whether a formal appeal carries a county filing fee depends on
          the county: ask the clerk of the board.
        </li>
        <li>
          No one can guarantee a reduction. An appeals board decides on the evidence, and it can also raise an
          assessed value it finds too low.
        </li>
      </ul>
    </aside>
  );
}
