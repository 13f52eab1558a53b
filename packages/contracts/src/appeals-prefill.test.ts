import { describe, expect, it } from 'vitest';
import { APPEAL_FIELD_MAX_CHARS, appealFormRequestSchema, COMPARABLE_FIELD_MAX_CHARS } from './appeals.ts';
import { normalizeSaleDate, parseUsDate } from './appeals-dates.ts';
import {
  composeComparableDescription,
  prefillComparables,
  prefillNoticeParts,
  prefillNoticeText,
  prefillNotices,
  prefillPropertyInfo,
  toComparableSale,
} from './appeals-prefill.ts';

describe('normalizeSaleDate', () => {
  it.each([
    ['2024-03-05T00:00:00Z', '03/05/2024'],
    ['2024-03-05T23:30:00.000Z', '03/05/2024'],
    ['2024-03-05', '03/05/2024'],
    [1709596800, '03/05/2024'],
    ['1709596800', '03/05/2024'],
    [1709596800000, '03/05/2024'],
    ['3/5/2024', '03/05/2024'],
    ['03/05/2024', '03/05/2024'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [2024, ''],
    ['last spring', 'last spring'],
    ['2024-02-30', '2024-02-30'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSaleDate(input)).toBe(expected);
  });

  it('parses only real US dates', () => {
    expect(parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('13/01/2023')).toBeNull();
  });
});

describe('composeComparableDescription', () => {
  it('composes beds, baths, type, year built, lot and description', () => {
    expect(
      composeComparableDescription({
        beds: 3,
        baths: 2,
        property_type: 'single_family',
        year_built: 1995,
        lot_sqft: 5000,
        description: 'Remodeled kitchen',
      }),
    ).toBe('3bd/2ba, Single-family, built 1995, 5,000 sqft lot - Remodeled kitchen');
  });

  it('skips what is unknown', () => {
    expect(composeComparableDescription({ bedrooms: 4, homeType: 'CONDO' })).toBe('4bd, Condo');
    expect(composeComparableDescription({ remarks: 'Corner lot' })).toBe('Corner lot');
    expect(composeComparableDescription({})).toBe('Similar property');
  });
});

describe('toComparableSale', () => {
  it('reads the usual field names', () => {
    expect(
      toComparableSale({
        address: '456 Oak Ave, Oakland, CA 94612',
        sold_date: '2026-02-10',
        sold_price: 925000,
        sqft: 1800,
        beds: 3,
        baths: 2,
        year_built: 1950,
        similarity_score: 0.93,
      }),
    ).toEqual({
      address: '456 Oak Ave, Oakland, CA 94612',
      sale_date: '02/10/2026',
      sale_price: '925,000',
      sqft: '1800',
      description: '3bd/2ba, built 1950',
    });
  });

  it('reads alternative and camel-case names and composed addresses', () => {
    expect(
      toComparableSale({
        street: '9 Elm St',
        city: 'Thousand Oaks',
        state: 'CA',
        zipCode: '91360',
        dateSold: 1709596800,
        price: '$1,100,000',
        livingArea: '2,100',
        bathrooms: 2.5,
        lotArea: 7405.2,
      }),
    ).toEqual({
      address: '9 Elm St, Thousand Oaks, CA 91360',
      sale_date: '03/05/2024',
      sale_price: '1,100,000',
      sqft: '2100',
      description: '2.5ba, 7,405 sqft lot',
    });
    expect(toComparableSale({ ADDRESS: '1 A St', 'SOLD DATE': '2024-01-02', PRICE: 1 }).sale_date).toBe(
      '01/02/2024',
    );
  });

  it('completes a bare street line with the city and ZIP of the analysis comparable', () => {
    expect(toComparableSale({ address: '100 Oak Ave', city: 'Oakland', zip: '94611' }).address).toBe(
      '100 Oak Ave, Oakland, CA 94611',
    );
    expect(toComparableSale({ address: '100 Oak Ave, Oakland', city: 'Oakland' }).address).toBe(
      '100 Oak Ave, Oakland',
    );
  });

  it('leaves unknown fields empty', () => {
    expect(toComparableSale({})).toEqual({
      address: '',
      sale_date: '',
      sale_price: '',
      sqft: '',
      description: 'Similar property',
    });
  });
});

describe('prefillComparables', () => {
  it('takes at most the county maximum, best first, and ignores non-objects', () => {
    const comps = [{ address: 'A' }, null, { address: 'B' }, { address: 'C' }, 'x'];
    expect(prefillComparables(comps, 2).map((c) => c.address)).toEqual(['A', 'B']);
    expect(prefillComparables(comps, 0)).toEqual([]);
    expect(prefillComparables(undefined, 3)).toEqual([]);
  });
});

describe('prefillPropertyInfo', () => {
  it('pre-fills from the looked-up property and the entered address; the rest starts empty', () => {
    const info = prefillPropertyInfo({
      propertyInfo: {
        assessed_value: '$1,092,420',
        square_footage: 1850,
        bedrooms: 3,
        bathrooms: 2,
        compass_data: { apn: '048-5612-012', purchase_date: '2022-06-15', purchase_price: 1050000 },
      },
      address: { street: '123 Main St', unit: '', city: 'Oakland', state: 'CA', zipCode: '94612' },
    });
    expect(info).toEqual({
      owner_name: '',
      apn: '048-5612-012',
      property_address: '123 Main St, Oakland, CA 94612',
      mailing_address: '',
      phone: '',
      email: '',
      purchase_date: '06/15/2022',
      purchase_price: '1,050,000',
      assessed_value: '1,092,420',
      opinion_value: '',
      sqft: '1850',
      beds: '3',
      baths: '2',
      additional_info: '',
    });
  });

  it("proposes the analysis' value as the opinion unless a recent purchase at or above the roll says otherwise", () => {
    const withPurchase = (purchase_date: string, purchase_price: number) =>
      prefillPropertyInfo({
        propertyInfo: {
          assessed_value: 1_000_000,
          valuation: { market_value: 900_000, roll_year: 2026 },
          compass_data: { purchase_date, purchase_price },
        },
      }).opinion_value;
    expect(withPurchase('2018-05-14', 700_000)).toBe('900,000');
    expect(withPurchase('2025-08-20', 990_000)).toBe('900,000');
    // Bought for the roll value or more within the window a board weighs: the owner states their own.
    expect(withPurchase('2025-08-20', 1_000_000)).toBe('');
    expect(withPurchase('08/20/2025', 1_020_000)).toBe('');
  });

  it('keeps the unit and copes with nothing at all', () => {
    const info = prefillPropertyInfo({
      propertyInfo: null,
      address: { street: '10 Bay St', unit: '4', city: 'San Mateo', state: 'CA', zipCode: '94401' },
    });
    expect(info.property_address).toBe('10 Bay St #4, San Mateo, CA 94401');
    expect(prefillPropertyInfo({}).apn).toBe('');
  });
});

describe('prefilled text stays within the fields’ caps (decision 090)', () => {
  it('cuts long listing remarks and addresses with an ellipsis, so the form can be sent as pre-filled', () => {
    const sale = toComparableSale({
      address: `${'Long Street Name '.repeat(20)}, Oakland, CA 94611`,
      sale_date: '2026-02-10',
      price: 925000,
      remarks: 'Charming home with a view. '.repeat(40),
    });
    expect(sale.description.length).toBeLessThanOrEqual(COMPARABLE_FIELD_MAX_CHARS.description);
    expect(sale.description.startsWith('Charming home with a view.')).toBe(true);
    expect(sale.description.endsWith('...')).toBe(true);
    expect(sale.address.length).toBeLessThanOrEqual(COMPARABLE_FIELD_MAX_CHARS.address);
    const info = prefillPropertyInfo({
      propertyInfo: { apn: '1'.repeat(80) },
      address: { street: 'x'.repeat(400), city: 'Oakland', state: 'CA', zipCode: '94611' },
    });
    expect(info.apn.length).toBeLessThanOrEqual(APPEAL_FIELD_MAX_CHARS.apn);
    expect(info.property_address.length).toBeLessThanOrEqual(APPEAL_FIELD_MAX_CHARS.property_address);
    expect(appealFormRequestSchema.safeParse({ property_info: info, comparable_sales: [sale] }).success).toBe(
      true,
    );
  });
});

describe('prefill and where the numbers come from (issue 14)', () => {
  it('leaves an estimated assessed value for the owner to type from the bill, and says why', () => {
    const propertyInfo = {
      assessed_value: 912_345,
      assessed_value_basis: 'prop13_estimate',
      compass_data: { apn: '1-2-3', source: 'import', assessed_value_basis: 'prop13_estimate' },
    };
    expect(prefillPropertyInfo({ propertyInfo }).assessed_value).toBe('');
    expect(prefillNotices(propertyInfo)).toEqual([
      expect.stringMatching(/^Current Assessed Value is left empty/),
    ]);
    const roll = { assessed_value: 912_345, assessed_value_basis: 'roll' };
    expect(prefillPropertyInfo({ propertyInfo: roll }).assessed_value).toBe('912,345');
    expect(prefillNotices(roll)).toEqual([]);
  });

  it('says why the opinion of value starts empty when the analysis has a value', () => {
    const home = (compass_data: object, market_value = 1_050_000) => ({
      assessed_value: 1_000_000,
      valuation: { market_value, roll_year: 2026 },
      compass_data,
    });
    expect(prefillNotices(home({}))).toEqual([
      'Your Opinion of Market Value is left empty: our estimate of the market value, $1,050,000, is not below the assessed value of $1,000,000. State your own value, with your evidence, if you still appeal.',
    ]);
    const bought = home({ purchase_date: '2025-08-20', purchase_price: 1_020_000 }, 900_000);
    expect(prefillPropertyInfo({ propertyInfo: bought }).opinion_value).toBe('');
    expect(prefillNotices(bought)).toEqual([
      'Your Opinion of Market Value is left empty: you bought the home on 08/20/2025 for $1,020,000, at or above its assessed value of $1,000,000, and a board presumes the price of an open-market purchase is the market value. State your own value with evidence that it fell since you bought.',
    ]);
    // A proposed opinion needs no notice.
    expect(prefillNotices(home({}, 900_000))).toEqual([]);
  });

  it('gives the notices in parts, their English the notices word for word (decision 274)', () => {
    const bought = {
      source: 'demo',
      assessed_value: 1_000_000,
      valuation: { market_value: 900_000, roll_year: 2026 },
      compass_data: { purchase_date: '2025-08-20', purchase_price: 1_020_000 },
    };
    expect(prefillNoticeParts(bought)).toEqual([
      { kind: 'demo' },
      { kind: 'recentPurchase', date: '08/20/2025', price: 1_020_000, assessed: 1_000_000 },
    ]);
    expect(prefillNoticeParts(bought).map(prefillNoticeText)).toEqual(prefillNotices(bought));
    const estimated = { assessed_value: 912_345, assessed_value_basis: 'prop13_estimate' };
    expect(prefillNoticeParts(estimated)).toEqual([{ kind: 'estimatedAssessed' }]);
    expect(prefillNoticeText({ kind: 'notBelow', estimate: 1_050_000, assessed: 1_000_000 })).toBe(
      'Your Opinion of Market Value is left empty: our estimate of the market value, $1,050,000, is not below the assessed value of $1,000,000. State your own value, with your evidence, if you still appeal.',
    );
  });

  it('marks a demo home’s prefilled figures as demo data', () => {
    expect(prefillNotices({ source: 'demo', assessed_value_basis: 'roll' })).toEqual([
      expect.stringMatching(/^Demo data: /),
    ]);
  });
});
