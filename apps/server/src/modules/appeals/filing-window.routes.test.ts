import { appealCalendar, filingWindowCheck } from '@homie/contracts/appeal-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('POST /fill-form/validate: the filing-window check (issue 16)', () => {
  it.each(['alameda', 'la'] as const)(
    '%s: reports the regular period the form is for, as of today in California',
    async (county) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/fill-form/validate',
        payload: { county, property_info: {}, comparable_sales: [] },
      });
      expect(res.statusCode).toBe(200);
      const window = res.json().filing_window;
      expect(window).toEqual(filingWindowCheck(appealCalendar(county, new Date())));
      expect(window.route).toBe('formal');
      expect(['not_open', 'open', 'closed']).toContain(window.state);
      expect(window.message).toContain(`${window.roll_year} regular filing period`);
    },
  );
});
