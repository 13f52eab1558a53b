import { appealCalendar } from '@homie/contracts/appeal-calendar';
import { recommendedRoute } from '@homie/contracts/appeal-routes';
import { COUNTY_REQUIREMENTS, HEARING_EXHIBIT_MAX_COMPARABLES } from '@homie/contracts/appeals';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis } from './appeals.fixtures.ts';
import {
  bearer as bearerOf,
  comparable,
  completeInfo,
  createAppealsTestApp,
  hasPdftotext,
  pdfText,
} from './appeals.test-helpers.ts';

/** Both routes, each with its own document (issue 16 item 2, decision 099). */

let t: TestApp;
let owner: { access: string; user_id: string };
const LA_JOB = 'job_route_la';
const AL_JOB = 'job_route_alameda';
const bearer = () => bearerOf(owner);

beforeAll(async () => {
  const la = sampleAnalysis({
    jobId: LA_JOB,
    county: 'la',
    zip: '91101',
    city: 'Pasadena',
    street: '12 Elm St',
    apn: '2581-006-055',
  });
  const app = await createAppealsTestApp(['owner'], {
    [LA_JOB]: { analysis: la, tier: 'basic', owner: 'owner' },
    [AL_JOB]: { analysis: sampleAnalysis({ jobId: AL_JOB }), tier: 'basic', owner: 'owner' },
  });
  t = app.t;
  ({ owner } = app.users);
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const laInfo = (overrides: Record<string, string> = {}) =>
  completeInfo({
    owner_name: 'Rosa Martínez',
    apn: '2581-006-055',
    property_address: '12 Elm St, Pasadena, CA 91101',
    mailing_address: 'PO Box 12, Pasadena, CA 91102',
    phone: '(626) 555-0199',
    email: 'rosa@example.com',
    purchase_date: '04/20/2019',
    purchase_price: '1,010,000',
    assessed_value: '1,120,000',
    opinion_value: '985,000',
    sqft: '1720',
    beds: '3',
    baths: '2',
    additional_info: 'Foundation cracks noted by an inspector in 2025.',
    // The formal application's own answers (decision 100); the informal request ignores them.
    principal_residence: 'yes',
    claim_for_refund: 'yes',
    ...overrides,
  } as never);

const laComps = [
  comparable({
    address: '30 Oak Ave, Pasadena, CA 91101',
    sale_date: '02/14/2026',
    sale_price: '960,000',
    description: '3bd/2ba 1950 bungalow',
  }),
  comparable({
    address: '44 Pine St, Pasadena, CA 91101',
    sale_date: '03/20/2026',
    sale_price: '995,000',
    description: '3bd/2ba, original kitchen',
  }),
];

const validate = (payload: object) => t.app.inject({ method: 'POST', url: '/fill-form/validate', payload });
const generate = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/fill-form', payload, headers: bearer() });

describe('POST /fill-form with route "informal"', () => {
  it('answers the county’s informal request, named for what it is', async () => {
    const res = await generate({
      county: 'la',
      route: 'informal',
      job_id: LA_JOB,
      property_info: laInfo(),
      comparable_sales: laComps,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="RP-87_Decline-in-Value-Review_Los_Angeles_2581-006-055.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.skipIf(!hasPdftotext)('prints the RP-87 title and every §5 field (pdftotext)', async () => {
    const res = await generate({
      county: 'la',
      route: 'informal',
      job_id: LA_JOB,
      property_info: laInfo(),
      comparable_sales: laComps,
    });
    const text = pdfText(res.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'RP-87 DECLINE-IN-VALUE REVIEW',
      'LOS ANGELES COUNTY ASSESSOR',
      'Rosa Martínez',
      '(626) 555-0199',
      'rosa@example.com',
      '12 Elm St, Pasadena, CA 91101',
      "ASSESSOR'S ID NUMBER (AIN)",
      '2581-006-055',
      'PO Box 12, Pasadena, CA 91102',
      '$985,000',
      '$1,120,000',
      '$1,010,000',
      '04/20/2019',
      '1720',
      '30 Oak Ave, Pasadena, CA 91101',
      '3bd/2ba 1950 bungalow',
      '02/14/2026',
      '$960,000',
      '44 Pine St, Pasadena, CA 91101',
      '03/20/2026',
      'Foundation cracks noted',
      'REMARKS',
      'SIGNATURE OF OWNER',
    ]) {
      expect(text).toContain(expected);
    }
    expect(flat).toContain('OPINION OF MARKET VALUE ON JANUARY 1');
    expect(flat).toContain('UP TO 2, SOLD NO LATER THAN MARCH 31');
    expect(flat).toContain('Prepared by Homie from the fields the Los Angeles County Assessor asks for');
    expect(flat).toContain("Check it against the assessor's current form");
    expect(flat).toContain('send it to the Los Angeles County Assessor, not to the Assessment Appeals Board');
    // Not the formal application, and nothing the board's page 1 forbids.
    expect(text).not.toContain('APPLICATION FOR CHANGED ASSESSMENT');
    expect(text).not.toContain('EXHIBIT A');
  });

  it('applies the county’s comparable maximum (spec §5): LA takes two', async () => {
    const three = [...laComps, comparable({ address: '9 Ash St, Pasadena, CA 91101' })];
    const res = await generate({
      county: 'la',
      route: 'informal',
      job_id: LA_JOB,
      property_info: laInfo(),
      comparable_sales: three,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.comparable_sales).toBe(
      "Los Angeles County's RP-87 Decline-in-Value Review takes at most 2 comparable sales",
    );
    const check = (
      await validate({ county: 'la', route: 'informal', property_info: laInfo(), comparable_sales: three })
    ).json();
    expect(check).toMatchObject({ valid: false, route: 'informal', requirements: COUNTY_REQUIREMENTS.la });
  });

  it.skipIf(!hasPdftotext)('titles each county’s request with its own name', async () => {
    const res = await generate({
      county: 'alameda',
      route: 'informal',
      job_id: AL_JOB,
      property_info: completeInfo(),
      comparable_sales: [comparable()],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Decline-in-Value-Request_Alameda_048-5612-012-00.pdf"',
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('REQUEST FOR DECLINE IN MARKET VALUE REASSESSMENT');
    expect(text).toContain('ALAMEDA COUNTY ASSESSOR');
    expect(text).toContain('456 Oak Ave, Oakland, CA 94611');
  });
});

describe('POST /fill-form with route "formal"', () => {
  it('answers the appeals board application, and takes the comparables for its hearing exhibit', async () => {
    const three = [...laComps, comparable({ address: '9 Ash St, Pasadena, CA 91101' })];
    const check = (
      await validate({ county: 'la', route: 'formal', property_info: laInfo(), comparable_sales: three })
    ).json();
    expect(check.errors.comparable_sales).toBeUndefined();
    expect(check.route).toBe('formal');
    expect(check.requirements.max_comparables).toBe(HEARING_EXHIBIT_MAX_COMPARABLES);
    const res = await generate({
      county: 'la',
      route: 'formal',
      job_id: LA_JOB,
      property_info: laInfo(),
      comparable_sales: three,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="AAB-100_Los_Angeles_');
    const tooMany = Array(HEARING_EXHIBIT_MAX_COMPARABLES + 1).fill(comparable());
    const over = (
      await validate({ county: 'la', route: 'formal', property_info: laInfo(), comparable_sales: tooMany })
    ).json();
    expect(over.errors.comparable_sales).toMatch(/hearing-evidence exhibit .* at most 10 comparable sales/);
  });

  it('refuses an unknown route with a 400 naming the choices', async () => {
    const res = await validate({ county: 'la', route: 'appeal', property_info: laInfo() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('route must be "informal" or "formal"');
  });
});

describe('the default route (no `route` sent, as spec clients do)', () => {
  it('is the recommended one for the county today, and the file name says which', async () => {
    const expected = recommendedRoute(appealCalendar('la', new Date()));
    const res = await generate({
      county: 'la',
      job_id: LA_JOB,
      property_info: laInfo(),
      comparable_sales: laComps,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(expected === 'informal' ? 'RP-87_' : 'AAB-100_');
    const check = (
      await validate({ county: 'la', property_info: laInfo(), comparable_sales: laComps })
    ).json();
    expect(check.route).toBe(expected);
  });

  it.each([
    // LA's informal review is open (July 2 to November 30).
    ['la', '2026-11-24T20:00:00Z', 'informal'],
    // Alameda publishes no informal dates: informal first.
    ['alameda', '2026-11-24T20:00:00Z', 'informal'],
    // San Mateo's program closed about October 31; the formal window is open until November 30.
    ['san_mateo', '2026-11-24T20:00:00Z', 'formal'],
    ['riverside', '2026-11-24T20:00:00Z', 'formal'],
    // Santa Clara: its review ran June 30 to August 1; the board's window is open until September 15.
    ['santa_clara', '2026-07-15T20:00:00Z', 'informal'],
    ['santa_clara', '2026-08-20T20:00:00Z', 'formal'],
    // Nothing open: the cycle starts again with the free informal review.
    ['santa_clara', '2026-11-24T20:00:00Z', 'informal'],
  ] as const)('%s on %s: %s', async (county, instant, route) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    const res = await validate({ county, property_info: {}, comparable_sales: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().route).toBe(route);
    if (route === 'informal') expect(res.json().requirements).toEqual(COUNTY_REQUIREMENTS[county]);
    else expect(res.json().requirements.max_comparables).toBe(HEARING_EXHIBIT_MAX_COMPARABLES);
  });
});
