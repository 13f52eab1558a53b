import { appealCalendar } from '@homie/contracts/appeal-calendar';
import { INFORMAL_DOCUMENTS, informalRollYear } from '@homie/contracts/appeal-routes';
import { COUNTY_REQUIREMENTS } from '@homie/contracts/appeals';
import { COUNTIES, COUNTY_KEYS } from '@homie/contracts/counties';
import { describe, expect, it } from 'vitest';
import { comparable, completeInfo, hasPdftotext, pdfText, sampleReport } from '../appeals.test-helpers.ts';
import { drawInformalRequestPdf, informalRequestFileName } from './informal-request-pdf.ts';

/** Each county's informal decline-in-value review request, read back (issue 16 item 2, decision 099). */

const preparedOn = new Date('2026-08-10T18:00:00Z');

describe.skipIf(!hasPdftotext)('the informal review request of each county (pdftotext)', () => {
  it.each(COUNTY_KEYS)(
    '%s: its own title, the §5 fields, its comparables, a blank signature',
    async (county) => {
      const max = COUNTY_REQUIREMENTS[county].max_comparables;
      const info = completeInfo({
        owner_name: '王小明 (Nguyễn Thị Hương)',
        apn: county === 'la' ? '2581-006-055' : '048-5612-012-00',
      });
      const comps = Array.from({ length: max }, (_, i) =>
        comparable({ address: `${100 + i} Oak Ave, Oakland, CA 94611` }),
      );
      const pdf = await drawInformalRequestPdf({ county, info, comparables: comps, preparedOn });
      const text = pdfText(pdf);
      const flat = text.replace(/\s+/g, ' ');
      const name = COUNTIES[county].name;
      // Santa Clara's review (June 30 to August 1) has closed by August 10: next year's request.
      const year = informalRollYear(appealCalendar(county, preparedOn));
      expect(year).toBe(county === 'santa_clara' ? 2027 : 2026);
      expect(text).toContain(INFORMAL_DOCUMENTS[county].title.toUpperCase());
      expect(text).toContain(`${name.toUpperCase()} COUNTY ASSESSOR`);
      expect(flat).toContain(`VALUE ON JANUARY 1, ${year}`);
      expect(text).toContain('王小明 (Nguyễn Thị Hương)');
      for (const value of [
        info.apn,
        info.property_address,
        info.mailing_address,
        info.phone,
        info.email,
        '$1,092,420',
        '$940,000',
        '$1,050,000',
        '06/15/2022',
        '1850',
      ]) {
        expect(text).toContain(value);
      }
      for (const comp of comps) expect(text).toContain(comp.address);
      if (max === 0)
        expect(flat).toContain(`The ${name} County Assessor's request takes no comparable sales`);
      else expect(flat).toContain(`UP TO ${max}, SOLD NO LATER THAN MARCH 31, ${year}`);
      expect(flat).toContain(`send it to the ${name} County Assessor, not to the Assessment Appeals Board`);
      expect(flat).toContain('does not extend the deadline of a formal appeal');
      expect(text).toContain('SIGNATURE OF OWNER');
      expect(text).not.toContain('EXHIBIT A');
      expect(informalRequestFileName({ county, info })).toMatch(
        new RegExp(`^${INFORMAL_DOCUMENTS[county].fileCode}_${name.replace(/ /g, '_')}_[0-9-]+\\.pdf$`),
      );
    },
  );

  it("prepares next year's request once this year's review has closed", async () => {
    const pdf = await drawInformalRequestPdf({
      county: 'santa_clara',
      info: completeInfo(),
      comparables: [],
      preparedOn: new Date('2026-11-24T18:00:00Z'),
    });
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain('VALUE ON JANUARY 1, 2027');
  });

  it('names the formal deadline of the same value, or says it has passed (never a later year’s)', async () => {
    const notice = async (county: 'alameda' | 'ventura' | 'la' | 'santa_clara') =>
      pdfText(
        await drawInformalRequestPdf({
          county,
          info: completeInfo(),
          comparables: [],
          preparedOn: new Date('2026-11-24T18:00:00Z'),
        }),
      ).replace(/\s+/g, ' ');
    // Ventura in November (no published review dates): a request about the 2026 value, whose formal
    // appeal closed on September 15.
    const ventura = await notice('ventura');
    expect(ventura).toContain('VALUE ON JANUARY 1, 2026');
    expect(ventura).toContain(
      'The formal appeal of the value on January 1, 2026 closed on September 15, 2026: this review is the way left to ask for a lower value for that year.',
    );
    expect(ventura).not.toContain('2027');
    // Alameda takes the upcoming year's request (decision 251): in November, the value on January 1, 2027,
    // and the formal deadline of that value.
    const alameda = await notice('alameda');
    expect(alameda).toContain('VALUE ON JANUARY 1, 2027');
    expect(alameda).toContain(
      'The Alameda County Assessor takes a request for the upcoming year as well as the current one: this request is for the value on January 1, 2027',
    );
    expect(alameda).toContain(
      'to keep that right, file the Assessment Appeals Board application by September 15, 2027',
    );
    // Los Angeles: the formal window of the same value is still open.
    expect(await notice('la')).toContain(
      'to keep that right, file the Assessment Appeals Board application by November 30, 2026',
    );
    // Santa Clara: next year's request — when to send it and with which sales — and next year's deadline.
    const santaClara = await notice('santa_clara');
    expect(santaClara).toContain(
      'This request is for the value on January 1, 2027: send it between June 30, 2027 and August 2, 2027, with sales up to March 31, 2027; refresh your analysis in the spring so the sales above are that recent.',
    );
    expect(santaClara).toContain(
      'to keep that right, file the Assessment Appeals Board application by September 15, 2027',
    );
    expect(ventura).not.toContain('This request is for the value on');
  });
});

describe.skipIf(!hasPdftotext)('the adjustment grid in the informal request (decision 245)', () => {
  const gridFor = (rollYear: number) =>
    sampleReport({ comps: 6, rollYear, county: 'san_bernardino', now: preparedOn }).report.adjustment_grid!;

  it('San Bernardino (ARP-068) gets the sales with their adjusted prices, for the value date it asks about', async () => {
    const grid = gridFor(2026);
    const text = pdfText(
      await drawInformalRequestPdf({
        county: 'san_bernardino',
        info: completeInfo(),
        comparables: [],
        preparedOn,
        grid,
      }),
    ).replace(/\s+/g, ' ');
    expect(text).toContain('The sales your opinion rests on are in the adjustment grid below');
    expect(text).toContain('ADJUSTMENT GRID - EVERY SALE MOVED TO THE 01/01/2026 LIEN DATE');
    expect(text).toContain(`$${grid.sales[0]!.adjusted_price.toLocaleString('en-US')}`);
    expect(text).toContain(`Reconciled value: $${grid.reconciled_value.toLocaleString('en-US')}`);
    expect(text).not.toContain('takes no comparable sales');
  });

  it('leaves out a grid for another value date than the request’s', async () => {
    const text = pdfText(
      await drawInformalRequestPdf({
        county: 'santa_clara',
        info: completeInfo(),
        comparables: [],
        preparedOn: new Date('2026-11-24T18:00:00Z'),
        grid: gridFor(2026),
      }),
    ).replace(/\s+/g, ' ');
    expect(text).toContain('VALUE ON JANUARY 1, 2027');
    expect(text).not.toContain('ADJUSTMENT GRID');
  });
});
