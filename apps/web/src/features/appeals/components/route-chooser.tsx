import { appealCalendar, calendarLines } from '@homie/contracts/appeal-calendar';
import {
  formalDocumentTitle,
  INFORMAL_DOCUMENTS,
  recommendedRoute,
  routeDescription,
} from '@homie/contracts/appeal-routes';
import { APPEAL_ROUTES, type AppealRoute } from '@homie/contracts/appeals';
import type { CountyKey } from '@homie/contracts/counties';
import { cn } from '#lib/cn.ts';

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
  const calendar = appealCalendar(county, now);
  const recommended = recommendedRoute(calendar);
  const lines = calendarLines(calendar);
  const dates: Record<AppealRoute, string> = {
    informal: lines.find((line) => line.route === 'informal')?.text ?? '',
    formal: lines
      .filter((line) => line.route === 'formal' || line.route === 'next')
      .map((line) => line.text)
      .join(' '),
  };
  const titles: Record<AppealRoute, string> = {
    informal: `Informal review request: ${INFORMAL_DOCUMENTS[county].title}`,
    formal: `Formal appeal application: ${formalDocumentTitle(county)}`,
  };
  return (
    <fieldset
      aria-describedby="appeal-route-hint"
      className="flex flex-col gap-3 rounded-xl border border-mint-400/30 bg-teal-950/50 p-4"
    >
      <legend className="px-1 text-lg font-semibold text-white">Which document?</legend>
      <p id="appeal-route-hint" className="text-sm text-teal-200">
        Both are yours to file, free of charge. The PDF you generate is the document chosen here.
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
                    Recommended
                  </span>
                )}
              </label>
              <p id={`${id}-details`} className="text-sm text-teal-100">
                {routeDescription(county, route, calendar.formal.state)}{' '}
                <span className="text-mint-200">{dates[route]}</span>
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
