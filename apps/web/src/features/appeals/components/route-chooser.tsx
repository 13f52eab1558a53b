import { appealCalendar, calendarLines } from '@homie/contracts/appeal-calendar';
import { formalDocumentTitle, INFORMAL_DOCUMENTS, recommendedRoute } from '@homie/contracts/appeal-routes';
import { APPEAL_ROUTES, type AppealRoute } from '@homie/contracts/appeals';
import type { CountyKey } from '@homie/contracts/counties';
import type { ReactNode } from 'react';
import { useCalendarLineText } from '#components/filing-calendar.tsx';
import { cn } from '#lib/cn.ts';
import { InEnglish } from './in-english.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';

export interface RouteChooserProps {
  county: CountyKey;
  value: AppealRoute;
  onChange: (route: AppealRoute) => void;
  /** Today; tests pass a fixed instant. */
  now?: Date;
  disabled?: boolean;
}

/** The route recommended for a county today (decision 099): the chooser's first selection. */
export function initialRoute(county: CountyKey, now: Date = new Date()): AppealRoute {
  return recommendedRoute(appealCalendar(county, now));
}

/**
 * "Which document?" (issue 16 item 2): the informal review request for the assessor, or the formal
 * application to the appeals board, each with what it is for and its dates from the appeal
 * calendar; the recommended one is labelled so.
 */
export function RouteChooser({ county, value, onChange, now = new Date(), disabled }: RouteChooserProps) {
  const { t, rich } = useI18n();
  const lineText = useCalendarLineText();
  const calendar = appealCalendar(county, now);
  const recommended = recommendedRoute(calendar);
  const lines = calendarLines(calendar);
  const informalLine = lines.find((line) => line.route === 'informal');
  const dates: Record<AppealRoute, string> = {
    informal: informalLine ? lineText(calendar, informalLine) : '',
    formal: lines
      .filter((line) => line.route === 'formal' || line.route === 'next')
      .map((line) => lineText(calendar, line))
      .join(' '),
  };
  // The documents' own names are the county's and the board's English (decision 265).
  const titles: Record<AppealRoute, ReactNode> = {
    informal: rich('form.route.informalTitle', {
      title: <InEnglish>{INFORMAL_DOCUMENTS[county].title}</InEnglish>,
    }),
    formal: rich('form.route.formalTitle', { title: <InEnglish>{formalDocumentTitle(county)}</InEnglish> }),
  };
  // Contracts' routeDescription, whose English words these are (route-chooser.test.tsx); the 60 days
  // of a notice's appeal: R&T §1605(b), checked 2026-12-03.
  const descriptions: Record<AppealRoute, string> = {
    informal: t('form.route.informal', { county: calendar.countyName }),
    formal: t('form.route.formal', { county: calendar.countyName, state: calendar.formal.state }),
  };
  return (
    <fieldset
      aria-describedby="appeal-route-hint"
      className="flex flex-col gap-3 rounded-xl border border-mint-400/30 bg-teal-950/50 p-4"
    >
      <legend className="px-1 text-lg font-semibold text-white">{t('form.route.legend')}</legend>
      <p id="appeal-route-hint" className="text-sm text-teal-200">
        {t('form.route.hint')}
      </p>
      {APPEAL_ROUTES.map((route) => {
        const id = `appeal-route-${route}`;
        return (
          <div
            key={route}
            className={cn(
              'flex gap-3 rounded-lg border p-3',
              value === route ? 'border-mint-300 bg-teal-900/60' : 'border-teal-700',
            )}
          >
            <input
              type="radio"
              id={id}
              name="appeal-route"
              value={route}
              checked={value === route}
              disabled={disabled}
              aria-describedby={`${id}-details`}
              onChange={() => onChange(route)}
              className="mt-1 size-4 shrink-0 accent-mint-300"
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={id} className="font-semibold text-white">
                {titles[route]}
                {route === recommended && (
                  <span className="ml-2 rounded-full bg-mint-300 px-2 py-0.5 text-xs font-bold text-teal-950">
                    {t('form.route.recommended')}
                  </span>
                )}
              </label>
              <p id={`${id}-details`} className="text-sm text-teal-100">
                {descriptions[route]} <span className="text-mint-200">{dates[route]}</span>
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
