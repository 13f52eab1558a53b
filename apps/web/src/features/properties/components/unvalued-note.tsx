import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { SavingsView } from '../utils/savings-view.ts';
import { unvaluedReasons } from '../utils/unvalued.ts';

/**
 * Said instead of "???" (decision 215): that Homie cannot value the home (or work out the saving),
 * why, and what the owner can do. Nothing when every amount is known. `contactAction` is the app's
 * Contact Us button, handed down by the route (features compose in the app layer, decision 146).
 */
export function UnvaluedNote({
  info,
  comparables,
  view,
  contactAction,
}: {
  info: { source?: string; analysis_note?: string | null };
  comparables: readonly unknown[];
  view: SavingsView;
  contactAction?: ReactNode;
}) {
  const { t, rich } = useI18n();
  const reasons = unvaluedReasons(info, comparables, view).map((reason) =>
    'note' in reason
      ? reason.note
      : t(reason.id, reason.count === undefined ? undefined : { count: reason.count }),
  );
  if (reasons.length === 0) return null;
  return (
    <section
      aria-label={t('unvalued.title')}
      className="grid gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-50"
    >
      <h3 className="font-semibold text-white">{t('unvalued.title')}</h3>
      {reasons.map((reason) => (
        <p key={reason}>{reason}</p>
      ))}
      <p className="font-semibold text-white">{t('unvalued.whatToDo')}</p>
      <ul className="grid list-disc gap-1 pl-5">
        <li>
          {rich('unvalued.checkDetails', {
            link: (chunks) => (
              <Link
                to={paths.moreDetails}
                className="font-semibold text-mint-300 underline underline-offset-4"
              >
                {chunks}
              </Link>
            ),
          })}
        </li>
        {contactAction && (
          <li>
            {t('unvalued.contact')} {contactAction}
          </li>
        )}
      </ul>
    </section>
  );
}
