import { currentRollYear, regularAppealSale } from '@homie/contracts/appeal-calendar';
import { COUNTY_KEYS, type CountyKey } from '@homie/contracts/counties';
import { describe, expect, it } from 'vitest';
import {
  createJob,
  GUEST_EMAIL,
  headers,
  useClockedTestApp,
  type Who,
} from '../payments/payments.test-helpers.ts';
import { comparable, completeInfo, hasPdftotext, pdfText } from './appeals.test-helpers.ts';

/**
 * Issue 50's dates: for each county and each day below, the whole package a plan buys names one
 * value date (January 1 of the roll year on sale that day) and encloses only sales inside its
 * admissible period (none after March 31 of that year, none in the future). In a closed period no
 * plan is sold, so there is no package (decision 225). Weekends roll the deadlines the calendar
 * computes; the clock is the app's.
 */
const DAYS = ['2026-12-02', '2027-01-15', '2027-04-15', '2027-07-10', '2027-09-20', '2027-12-01'];

/** A home in each county (its ZIP and city): the package's county comes from the analysis. */
const HOMES: Record<CountyKey, { zip: string; city: string }> = {
  alameda: { zip: '94611', city: 'Oakland' },
  san_mateo: { zip: '94401', city: 'San Mateo' },
  la: { zip: '91101', city: 'Pasadena' },
  contra_costa: { zip: '94596', city: 'Walnut Creek' },
  san_bernardino: { zip: '92373', city: 'Redlands' },
  riverside: { zip: '92506', city: 'Riverside' },
  ventura: { zip: '93003', city: 'Ventura' },
  santa_clara: { zip: '95125', city: 'San Jose' },
};

const { clock, t } = useClockedTestApp();

/** Every year a text names as a value date ("January 1, 2027", "01/01/2027", "JANUARY 1, 2027"). */
function valueDateYears(text: string): number[] {
  const flat = text.replace(/\s+/g, ' ');
  const years = [
    ...flat.matchAll(/January 1, (\d{4})/gi),
    ...flat.matchAll(/\b01\/01\/(\d{4})/g),
    ...flat.matchAll(/ROLL YEAR:? (\d{4})/gi),
    ...flat.matchAll(/for the (\d{4}) roll year/gi),
  ].map((m) => Number(m[1]));
  return [...new Set(years)];
}

/** Sale dates the text prints as MM/DD/YYYY in its comparables, as day numbers. */
const isoDay = (us: string) => {
  const [m, d, y] = us.split('/').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};

/** Each buyer from their own address, so the checkout's and the PDFs' rate limits count them apart. */
let buyers = 0;

async function buy(county: CountyKey, day: string) {
  clock.now = () => new Date(`${day}T19:00:00Z`);
  const rollYear = currentRollYear(clock.now());
  const apn = county === 'la' ? { apn: '2581-006-055' } : {};
  const jobId = await createJob(t.database, { ...HOMES[county], county, rollYear, ...apn });
  const remoteAddress = `10.50.${Math.floor(buyers / 250)}.${(buyers++ % 250) + 1}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create_payment_session',
    payload: { history_id: jobId, tier: 'guarantee', email: GUEST_EMAIL },
    headers: headers({}),
    remoteAddress,
  });
  return { jobId, res, rollYear, remoteAddress };
}

describe.skipIf(!hasPdftotext)('one value date per package, on the days that matter (issue 50)', () => {
  for (const county of COUNTY_KEYS) {
    it(`${county}: sold only in its period, each package naming one value date and admissible sales`, async () => {
      for (const day of DAYS) {
        const { jobId, res, rollYear, remoteAddress } = await buy(county, day);
        const sale = regularAppealSale(county, clock.now());
        if (sale.closedMessage) {
          expect(res.statusCode, `${day}: ${res.body}`).toBe(409);
          expect(res.json().code).toBe('filing_period_closed');
          continue;
        }
        expect(res.statusCode, `${day}: ${res.body}`).toBe(200);
        const body = res.json();
        const who: Who = { token: body.order_token };
        const card = new URLSearchParams({
          cardholder: 'Pat Owner',
          number: '4242 4242 4242 4242',
          expiry: '12 / 34',
          cvc: '123',
        });
        const paid = await t.app.inject({
          method: 'POST',
          url: body.session_url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: card.toString(),
          remoteAddress,
        });
        expect(paid.statusCode, paid.body.slice(0, 200)).toBe(200);
        const success = await t.app.inject({
          method: 'GET',
          url: `/api/payment/success?session_id=${body.session_id}`,
          headers: headers(who),
          remoteAddress,
        });
        expect(success.statusCode, success.body.slice(0, 200)).toBe(200);

        const report = await t.app.inject({
          method: 'GET',
          url: `/api/appeals/reports/${jobId}`,
          headers: headers(who),
          remoteAddress,
        });
        expect(report.statusCode, report.body).toBe(200);
        const json = report.json();
        expect(json.filing.lien_date, day).toBe(`01/01/${rollYear}`);
        expect(valueDateYears(json.letter), `${day} letter`).toEqual([rollYear]);
        const cutoff = Date.UTC(rollYear, 2, 31);
        for (const comp of json.comparables as { sale_date: string }[]) {
          const sold = comp.sale_date.includes('/') ? isoDay(comp.sale_date) : Date.parse(comp.sale_date);
          expect(sold, `${day} sale ${comp.sale_date}`).toBeLessThanOrEqual(
            Math.min(cutoff, clock.now().getTime()),
          );
        }

        const reportPdf = await t.app.inject({
          method: 'GET',
          url: `/api/appeals/reports/${jobId}/pdf`,
          headers: headers(who),
          remoteAddress,
        });
        expect(reportPdf.statusCode).toBe(200);
        expect(valueDateYears(pdfText(reportPdf.rawPayload)), `${day} report PDF`).toEqual([rollYear]);

        const application = await t.app.inject({
          method: 'POST',
          url: '/fill-form',
          headers: headers(who),
          remoteAddress,
          payload: {
            county,
            route: 'formal',
            job_id: jobId,
            property_info: completeInfo(county === 'la' ? { apn: '2581-006-055' } : {}),
            comparable_sales: county === 'santa_clara' ? [] : [comparable()],
          },
        });
        expect(application.statusCode, `${day}: ${application.body.slice(0, 300)}`).toBe(200);
        expect(valueDateYears(pdfText(application.rawPayload)), `${day} application`).toEqual([rollYear]);
      }
    }, 240_000);
  }
});
