import { describe, expect, it } from 'vitest';
import { appealCalendar } from './appeal-calendar.ts';
import {
  enrolledRollYear,
  INFORMAL_DOCUMENTS,
  informalComparison,
  informalRollYear,
  recommendedRoute,
  resolveRoute,
  validateRouteForm,
} from './appeal-routes.ts';
import {
  type AppealPropertyInfo,
  COUNTY_REQUIREMENTS,
  type ComparableSale,
  emptyPropertyInfo,
  HEARING_EXHIBIT_MAX_COMPARABLES,
  routeRequirements,
} from './appeals.ts';
import { COUNTY_KEYS } from './counties.ts';

const at = (iso: string) => new Date(`${iso}T20:00:00Z`);

const info: AppealPropertyInfo = {
  ...emptyPropertyInfo(),
  owner_name: 'Jane Owner',
  apn: '2581-006-055',
  property_address: '12 Elm St, Pasadena, CA 91101',
  assessed_value: '1,000,000',
  opinion_value: '900,000',
};
const comp: ComparableSale = {
  address: '1 Oak Ave, Pasadena, CA 91101',
  sale_date: '02/10/2026',
  sale_price: '880,000',
  sqft: '1700',
  description: '',
};

describe('recommendedRoute (decision 099)', () => {
  it('recommends informal first where the review is open or its dates are unknown', () => {
    expect(recommendedRoute(appealCalendar('la', at('2026-08-10')))).toBe('informal');
    expect(recommendedRoute(appealCalendar('alameda', at('2026-08-10')))).toBe('informal');
    expect(recommendedRoute(appealCalendar('ventura', at('2026-09-01')))).toBe('informal');
    expect(recommendedRoute(appealCalendar('santa_clara', at('2026-07-15')))).toBe('informal');
  });

  it('recommends formal when only the formal window is open', () => {
    expect(recommendedRoute(appealCalendar('santa_clara', at('2026-08-04')))).toBe('formal');
    expect(recommendedRoute(appealCalendar('san_mateo', at('2026-11-24')))).toBe('formal');
    expect(recommendedRoute(appealCalendar('riverside', at('2026-11-30')))).toBe('formal');
  });

  it('goes back to informal when nothing is open', () => {
    expect(recommendedRoute(appealCalendar('santa_clara', at('2026-12-01')))).toBe('informal');
    expect(recommendedRoute(appealCalendar('la', at('2026-12-02')))).toBe('informal');
  });

  it('keeps the route asked for', () => {
    expect(resolveRoute('formal', 'la', at('2026-08-10'))).toBe('formal');
    expect(resolveRoute(null, 'san_mateo', at('2026-11-24'))).toBe('formal');
    expect(resolveRoute(undefined, 'la', at('2026-08-10'))).toBe('informal');
  });

  it('prepares next year’s informal request once this year’s has closed', () => {
    expect(informalRollYear(appealCalendar('la', at('2026-08-10')))).toBe(2026);
    expect(informalRollYear(appealCalendar('santa_clara', at('2026-11-24')))).toBe(2027);
  });

  it('prepares Alameda’s upcoming-year request once its formal period has closed (decision 251)', () => {
    expect(informalRollYear(appealCalendar('alameda', at('2026-09-15')))).toBe(2026);
    expect(informalRollYear(appealCalendar('alameda', at('2026-09-16')))).toBe(2027);
    // Ventura publishes no dates and takes no upcoming-year request: the current year.
    expect(informalRollYear(appealCalendar('ventura', at('2026-09-16')))).toBe(2026);
  });

  it('compares with the factored base-year value while the year’s roll is not enrolled (before July 1)', () => {
    expect(enrolledRollYear({ year: 2027, month: 6, day: 30 })).toBe(2026);
    expect(enrolledRollYear({ year: 2027, month: 7, day: 1 })).toBe(2027);
    // Santa Clara's review opens June 30: the 2027 value against the 2026 roll value × the 2027 factor.
    const june = informalComparison(appealCalendar('santa_clara', at('2027-06-30')), 1_000_000);
    expect(june).toMatchObject({ rollYear: 2027, rollValueYear: 2026, factored: true, value: 1_020_000 });
    expect(june.factorsConfirmed).toBe(false);
    const july = informalComparison(appealCalendar('santa_clara', at('2027-07-01')), 1_000_000);
    expect(july).toMatchObject({ rollYear: 2027, rollValueYear: 2027, factored: false, value: 1_000_000 });
    // 2025's factor is confirmed (1.02): the 2025 value against the 2024 roll value in spring 2025.
    const confirmed = informalComparison(appealCalendar('la', at('2025-03-01')), 500_000);
    expect(confirmed).toMatchObject({ rollYear: 2025, factor: 1.02, factorsConfirmed: true, value: 510_000 });
  });
});

describe('validateRouteForm', () => {
  it.each(COUNTY_KEYS)('%s: the §5 maximum is the informal request’s', (county) => {
    const max = COUNTY_REQUIREMENTS[county].max_comparables;
    const now = at('2026-08-10');
    const atMax = validateRouteForm(county, 'informal', info, Array(max).fill(comp), now);
    expect(atMax.errors.comparable_sales).toBeUndefined();
    expect(atMax.requirements).toEqual(COUNTY_REQUIREMENTS[county]);
    expect(atMax.route).toBe('informal');
    const over = validateRouteForm(county, 'informal', info, Array(max + 1).fill(comp), now);
    expect(over.valid).toBe(false);
    expect(over.errors.comparable_sales).toContain(INFORMAL_DOCUMENTS[county].title);
  });

  it('sends the formal route’s comparables to the hearing exhibit, up to its maximum', () => {
    const now = at('2026-08-10');
    const five = validateRouteForm('santa_clara', 'formal', info, Array(5).fill(comp), now);
    expect(five.errors.comparable_sales).toBeUndefined();
    expect(five.requirements).toEqual(routeRequirements('santa_clara', 'formal'));
    expect(five.requirements.max_comparables).toBe(HEARING_EXHIBIT_MAX_COMPARABLES);
    const over = validateRouteForm(
      'santa_clara',
      'formal',
      info,
      Array(HEARING_EXHIBIT_MAX_COMPARABLES + 1).fill(comp),
      now,
    );
    expect(over.valid).toBe(false);
    expect(over.errors.comparable_sales).toMatch(/hearing-evidence exhibit/);
  });
});

describe('a formal application outside its regular period is said so before it is drawn (decision 181)', () => {
  const late =
    /^The 2026 regular filing period in Santa Clara County closed on September 15, 2026: an application for the 2026 value filed now is late/;
  it('warns in a county whose period has closed, and only for the formal route', () => {
    const now = at('2026-11-24');
    const formal = validateRouteForm('santa_clara', 'formal', info, [comp], now);
    expect(formal.warnings).toContainEqual(expect.stringMatching(late));
    expect(validateRouteForm('santa_clara', 'informal', info, [comp], now).warnings).not.toContainEqual(
      expect.stringMatching(late),
    );
    // Los Angeles' period is open until November 30: nothing to say.
    expect(validateRouteForm('la', 'formal', info, [comp], now).warnings.join(' ')).not.toMatch(
      /filing period/,
    );
  });
  it('warns before the period opens', () => {
    const march = validateRouteForm('la', 'formal', info, [comp], at('2026-03-15'));
    expect(march.warnings).toContainEqual(
      expect.stringMatching(/^The 2026 regular filing period in Los Angeles County opens on July 2, 2026/),
    );
  });
});

describe('a client written to the spec (no route sent)', () => {
  it('gets the formal application with the Yes/No questions as warnings, not errors', () => {
    const now = at('2026-11-24');
    const chosen = validateRouteForm('san_mateo', 'formal', info, [], now, true);
    expect(chosen.errors).toMatchObject({ principal_residence: expect.any(String) });
    const legacy = validateRouteForm('san_mateo', 'formal', info, [], now, false);
    expect(legacy.errors.principal_residence).toBeUndefined();
    expect(legacy.errors.claim_for_refund).toBeUndefined();
    expect(legacy.warnings.some((w) => /not answered: tick Yes or No/.test(w))).toBe(true);
  });
});

describe('each warning in parts beside its English (issue 55)', () => {
  it('keeps the two lists in step: recommended fields, the closed period with the next, unanswered questions', () => {
    const result = validateRouteForm('santa_clara', 'formal', info, [comp], at('2026-11-24'), false);
    expect(result.warning_parts).toHaveLength(result.warnings.length);
    const window = result.warning_parts!.find((part) => part.kind === 'window');
    expect(window).toEqual({
      kind: 'window',
      state: 'closed',
      rollYear: 2026,
      opens: expect.objectContaining({ year: 2026 }),
      closes: { year: 2026, month: 9, day: 15 },
      next: {
        opens: expect.objectContaining({ year: 2027 }),
        closes: expect.objectContaining({ year: 2027 }),
      },
    });
    expect(result.warnings[result.warning_parts!.indexOf(window!)]).toMatch(
      /^The 2026 regular filing period in Santa Clara County closed on September 15, 2026/,
    );
    const unanswered = result.warning_parts!.findIndex((part) => part.kind === 'unanswered');
    expect(result.warnings[unanswered]).toMatch(/is not answered: tick Yes or No/);
    for (const [index, part] of result.warning_parts!.entries())
      if (part.kind === 'recommended')
        expect(result.warnings[index]).toMatch(/is recommended for Santa Clara County$/);
  });
});
