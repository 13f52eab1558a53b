import { NOTICE_FIELDS } from './notice-appeals.ts';
import { describe, expect, it } from 'vitest';
import {
  APPEAL_FIELD_MAX_CHARS,
  APPEAL_FIELDS,
  APPLICATION_FIELDS,
  type AppealPropertyInfo,
  appealFormRequestSchema,
  COMPARABLE_FIELD_MAX_CHARS,
  COMPARABLE_FIELDS,
  COMPARABLE_LABELS,
  COUNTY_REQUIREMENTS,
  type ComparableSale,
  emptyPropertyInfo,
  FIELD_LABELS,
  requiredApplicationQuestions,
} from './appeals.ts';
import { MAX_LETTER_CHARS, updateLetterRequestSchema } from './appeals-report.ts';
import { FORM_FIELD_MAX_CHARS, parseFormAmount, splitAin, validateAppealForm } from './appeals-validation.ts';
import { proposeOpinionSplit, rollValueSplit } from './appeals-prefill.ts';
import { COUNTY_KEYS, type CountyKey } from './counties.ts';

const NOW = new Date('2026-08-01T12:00:00Z');

const complete: AppealPropertyInfo = {
  owner_name: 'Jane Q. Owner',
  apn: '2581-006-055',
  property_address: '123 Main St, Oakland, CA 94612',
  mailing_address: '123 Main St, Oakland, CA 94612',
  phone: '(510) 555-0134',
  email: 'jane@example.com',
  purchase_date: '06/15/2022',
  purchase_price: '1,050,000',
  assessed_value: '$1,092,420',
  opinion_value: '940000',
  sqft: '1,850',
  beds: '3',
  baths: '2.5',
  additional_info: 'Roof needs replacement.',
  // The formal application's answers (decision 100).
  principal_residence: 'yes',
  claim_for_refund: 'no',
  written_findings: 'no',
  value_hearing_officer: 'no',
};

const comp = (overrides: Partial<ComparableSale> = {}): ComparableSale => ({
  address: '456 Oak Ave, Oakland, CA 94612',
  sale_date: '02/10/2026',
  sale_price: '925,000',
  sqft: '1800',
  description: '3bd/2ba, Single-family, built 1950',
  ...overrides,
});

/** The spec §5 table, written out again so a change to the constants is caught. */
const TABLE: Record<CountyKey, { required: string[]; recommended: string[]; max: number }> = {
  alameda: {
    required: ['owner_name', 'apn', 'property_address', 'assessed_value', 'opinion_value'],
    recommended: ['sqft', 'phone', 'mailing_address', 'purchase_date', 'purchase_price', 'additional_info'],
    max: 3,
  },
  san_mateo: {
    required: ['owner_name', 'apn', 'property_address', 'assessed_value', 'opinion_value'],
    recommended: ['mailing_address', 'phone', 'email', 'purchase_date', 'additional_info'],
    max: 0,
  },
  la: {
    required: ['owner_name', 'apn', 'property_address', 'opinion_value'],
    recommended: ['mailing_address', 'phone', 'email', 'beds', 'baths', 'sqft'],
    max: 2,
  },
  contra_costa: {
    required: ['owner_name', 'apn', 'property_address', 'opinion_value'],
    recommended: ['mailing_address', 'phone', 'email', 'sqft'],
    max: 3,
  },
  san_bernardino: {
    required: ['owner_name', 'apn', 'property_address', 'opinion_value'],
    recommended: ['mailing_address', 'phone', 'email'],
    max: 0,
  },
  riverside: {
    required: ['owner_name', 'apn', 'property_address', 'opinion_value'],
    recommended: ['mailing_address', 'phone', 'email'],
    max: 0,
  },
  ventura: {
    required: ['owner_name', 'apn', 'property_address', 'opinion_value'],
    recommended: ['mailing_address', 'phone', 'email'],
    max: 0,
  },
  santa_clara: {
    required: ['owner_name', 'apn', 'property_address', 'opinion_value'],
    recommended: ['mailing_address', 'phone', 'email'],
    max: 0,
  },
};

describe.each(COUNTY_KEYS)('validateAppealForm for %s', (county) => {
  const expected = TABLE[county];

  it('has the requirements of the spec table', () => {
    expect(COUNTY_REQUIREMENTS[county]).toEqual({
      required: expected.required,
      recommended: expected.recommended,
      min_comparables: 0,
      max_comparables: expected.max,
    });
  });

  it('reports every required field of an empty form as an error and nothing else', () => {
    const result = validateAppealForm(county, emptyPropertyInfo(), [], NOW);
    expect(result.valid).toBe(false);
    // The formal application's Yes/No answers are required too (decision 100).
    expect(Object.keys(result.errors).sort()).toEqual(
      [...expected.required, ...requiredApplicationQuestions(county, 'formal')].sort(),
    );
    expect(result.county).toBe(county);
    expect(result.requirements.max_comparables).toBe(expected.max);
  });

  it('warns, without failing, about each missing recommended field', () => {
    const info = { ...complete };
    for (const field of expected.recommended) info[field as keyof AppealPropertyInfo] = '';
    const result = validateAppealForm(county, info, [], NOW);
    expect(result.errors).toEqual({});
    expect(result.valid).toBe(true);
    expect(result.warnings).toHaveLength(expected.recommended.length);
    for (const warning of result.warnings) expect(warning).toMatch(/is recommended for .+ County$/);
  });

  it('accepts a complete form with no warnings', () => {
    const result = validateAppealForm(county, complete, [], NOW);
    expect(result).toMatchObject({ valid: true, errors: {}, warnings: [] });
  });

  it(`accepts up to ${expected.max} comparables and refuses one more`, () => {
    const atMax = Array.from({ length: expected.max }, () => comp());
    expect(validateAppealForm(county, complete, atMax, NOW).valid).toBe(true);
    const over = validateAppealForm(county, complete, [...atMax, comp()], NOW);
    expect(over.valid).toBe(false);
    expect(over.errors.comparable_sales).toMatch(
      expected.max === 0 ? /takes no comparable sales/ : new RegExp(`at most ${expected.max}`),
    );
  });
});

describe('validateAppealForm details', () => {
  it('uses the Los Angeles labels in its messages', () => {
    const result = validateAppealForm('la', emptyPropertyInfo(), [], NOW);
    expect(result.errors.apn).toBe("Assessor's ID/Map Book/Page/Parcel is required");
    expect(result.errors.property_address).toBe('Property Address (Number/Street/City/ZIP) is required');
    expect(result.warnings).toContain('Owner Daytime Telephone is recommended for Los Angeles County');
    expect(validateAppealForm('alameda', emptyPropertyInfo(), [], NOW).errors.apn).toBe(
      'Assessor Parcel Number (APN) is required',
    );
  });

  it('checks formats of filled fields', () => {
    const result = validateAppealForm(
      'alameda',
      {
        ...complete,
        assessed_value: 'about a million',
        opinion_value: '-5',
        purchase_date: '2022-06-15',
        email: 'not-an-email',
        phone: '555-0134',
        sqft: 'big',
        beds: 'three',
      },
      [],
      NOW,
    );
    expect(result.errors).toEqual({
      assessed_value: 'Current Assessed Value must be a dollar amount, e.g. 750,000',
      opinion_value: 'Your Opinion of Market Value must be a dollar amount, e.g. 750,000',
      purchase_date: 'Purchase Date must be a date as MM/DD/YYYY',
      email: 'Email Address must be a valid email address',
      phone: 'Daytime Phone must be a 10-digit phone number',
      sqft: 'Square Footage must be a number of square feet',
      beds: 'Number of Bedrooms must be a number',
    });
  });

  it('requires the 10-digit AIN in Los Angeles only', () => {
    expect(validateAppealForm('la', { ...complete, apn: '123-45' }, [], NOW).errors.apn).toMatch(
      /10-digit AIN/,
    );
    expect(validateAppealForm('la', { ...complete, apn: '2581006055' }, [], NOW).errors.apn).toBeUndefined();
    expect(
      validateAppealForm('alameda', { ...complete, apn: '048-5612-012-00' }, [], NOW).errors.apn,
    ).toBeUndefined();
    expect(validateAppealForm('alameda', { ...complete, apn: '<script>' }, [], NOW).errors.apn).toBeDefined();
  });

  it('refuses future dates and sales after the cut-off at their fields, and warns about old sales', () => {
    const result = validateAppealForm(
      'alameda',
      { ...complete, purchase_date: '01/01/2030' },
      [
        comp({ sale_date: '05/01/2026' }),
        comp({ sale_date: '01/01/2024' }),
        comp({ sale_date: '12/01/2026' }),
      ],
      NOW,
    );
    expect(result.errors.purchase_date).toBe('Purchase Date cannot be in the future');
    expect(result.errors['comparable_sales.2.sale_date']).toBe('Sale Date cannot be in the future');
    expect(result.errors['comparable_sales.0.sale_date']).toBe(
      'Sale Date must be on or before 03/31/2026: a board considers only sales up to March 31 after the January 1, 2026 lien date',
    );
    expect(result.warnings.some((w) => w.startsWith('Comparable sale 2 closed more than 18 months'))).toBe(
      true,
    );
  });

  it("takes the cut-off from the package's roll year, not from today's (decisions 226, 236)", () => {
    const may2027 = new Date('2027-05-10T18:00:00Z');
    const late = comp({ sale_date: '04/15/2027' });
    const inTime = comp({ sale_date: '03/15/2027' });
    const for2027 = validateAppealForm('alameda', complete, [inTime, late], may2027, 'formal', 2027);
    expect(for2027.errors['comparable_sales.0.sale_date']).toBeUndefined();
    expect(for2027.errors['comparable_sales.1.sale_date']).toMatch(
      /^Sale Date must be on or before 03\/31\/2027/,
    );
    // A 2026 order drawn again in 2027: a 2027 sale is after its cut-off.
    const for2026 = validateAppealForm('alameda', complete, [inTime], may2027, 'formal', 2026);
    expect(for2026.errors['comparable_sales.0.sale_date']).toMatch(
      /^Sale Date must be on or before 03\/31\/2026/,
    );
  });

  it('reports the missing parts of a comparable by index', () => {
    const result = validateAppealForm(
      'contra_costa',
      complete,
      [comp({ address: '', sale_price: 'n/a' })],
      NOW,
    );
    expect(result.errors).toEqual({
      'comparable_sales.0.address': 'Address is required',
      'comparable_sales.0.sale_price': 'Sale Price must be a dollar amount, e.g. 750,000',
    });
  });

  it('warns when the opinion of value is not below the assessed value', () => {
    const result = validateAppealForm('alameda', { ...complete, opinion_value: '1,200,000' }, [], NOW);
    expect(result.valid).toBe(true);
    expect(result.warnings[0]).toMatch(/is not below the Current Assessed Value/);
  });

  it('refuses text too long for the printed form', () => {
    const result = validateAppealForm('ventura', { ...complete, owner_name: 'x'.repeat(101) }, [], NOW);
    expect(result.errors.owner_name).toBe('Owner Name must be at most 100 characters');
  });
});

describe('request schema and helpers', () => {
  it('fills missing fields with empty text, trims, and takes numbers as text', () => {
    const parsed = appealFormRequestSchema.parse({
      county: 'alameda',
      property_info: { owner_name: '  Jane  ', assessed_value: 900000, email: null },
      comparable_sales: [{ address: 'x' }],
    });
    expect(Object.keys(parsed.property_info).sort()).toEqual(
      [...APPEAL_FIELDS, ...APPLICATION_FIELDS, ...NOTICE_FIELDS].sort(),
    );
    expect(parsed.property_info.owner_name).toBe('Jane');
    expect(parsed.property_info.assessed_value).toBe('900000');
    expect(parsed.property_info.email).toBe('');
    expect(parsed.comparable_sales[0]).toEqual({
      address: 'x',
      sale_date: '',
      sale_price: '',
      sqft: '',
      description: '',
    });
  });

  it('refuses absurd payloads', () => {
    expect(
      appealFormRequestSchema.safeParse({ county: 'la', property_info: { owner_name: 'x'.repeat(600) } })
        .success,
    ).toBe(false);
    expect(
      appealFormRequestSchema.safeParse({ county: 'la', property_info: { owner_name: { a: 1 } } }).success,
    ).toBe(false);
    expect(
      appealFormRequestSchema.safeParse({ county: 'la', comparable_sales: Array(21).fill({}) }).success,
    ).toBe(false);
  });

  it('caps every free-text field with a clear message, at the same length the form check uses (decision 090)', () => {
    for (const field of APPEAL_FIELDS) {
      const max = APPEAL_FIELD_MAX_CHARS[field];
      expect(max).toBeLessThanOrEqual(3000);
      const fits = appealFormRequestSchema.safeParse({ property_info: { [field]: 'x'.repeat(max) } });
      expect(fits.success).toBe(true);
      const over = appealFormRequestSchema.safeParse({ property_info: { [field]: 'x'.repeat(max + 1) } });
      expect(over.success).toBe(false);
      expect(over.error?.issues[0]?.message).toBe(`${FIELD_LABELS[field]} must be at most ${max} characters`);
      expect(FORM_FIELD_MAX_CHARS[field]).toBe(max);
    }
    for (const field of COMPARABLE_FIELDS) {
      const max = COMPARABLE_FIELD_MAX_CHARS[field];
      const over = appealFormRequestSchema.safeParse({
        comparable_sales: [{ [field]: 'x'.repeat(max + 1) }],
      });
      expect(over.error?.issues[0]?.message).toBe(
        `Comparable sale ${COMPARABLE_LABELS[field]} must be at most ${max} characters`,
      );
    }
    const letter = updateLetterRequestSchema.safeParse({ letter: 'x'.repeat(MAX_LETTER_CHARS + 1) });
    expect(letter.error?.issues[0]?.message).toBe('The letter must be at most 20,000 characters');
    expect(updateLetterRequestSchema.safeParse({ letter: 'x'.repeat(MAX_LETTER_CHARS) }).success).toBe(true);
  });

  it('parses amounts and AINs', () => {
    expect(parseFormAmount('$1,234,567.50')).toBe(1234567.5);
    expect(parseFormAmount('1234567')).toBe(1234567);
    expect(parseFormAmount('12,34')).toBeNull();
    expect(parseFormAmount('0')).toBeNull();
    expect(splitAin('2581-006-055')).toEqual({ book: '2581', page: '006', parcel: '055' });
    expect(splitAin('2581-006-05')).toBeNull();
  });
});

describe("the formal application's own answers (decision 100)", () => {
  const unanswered = () => {
    const {
      principal_residence: _p,
      claim_for_refund: _c,
      written_findings: _w,
      value_hearing_officer: _v,
      ...spec
    } = complete;
    return spec;
  };

  it('requires principal residence, written findings and claim for refund on the formal application, for every county; the value hearing officer only in Santa Clara', () => {
    for (const county of COUNTY_KEYS) {
      const result = validateAppealForm(county, unanswered(), [], NOW);
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual({
        principal_residence: 'Principal Residence is required',
        claim_for_refund: 'Claim for Refund is required',
        written_findings: 'Written Findings of Facts is required',
        ...(county === 'santa_clara' ? { value_hearing_officer: 'Value Hearing Officer is required' } : {}),
      });
      // The informal review request does not ask them.
      expect(validateAppealForm(county, unanswered(), [], NOW, 'informal').valid).toBe(true);
    }
    expect(validateAppealForm('la', { ...complete, principal_residence: 'no' }, [], NOW).valid).toBe(true);
  });

  it('a client that sends none of the new fields gets them unanswered, not assumed', () => {
    const body = appealFormRequestSchema.parse({ county: 'alameda', property_info: unanswered() });
    expect(body.property_info).toMatchObject({
      principal_residence: '',
      claim_for_refund: '',
      opinion_land: '',
      opinion_improvements: '',
    });
    const result = validateAppealForm('alameda', body.property_info, [], NOW);
    expect(Object.keys(result.errors).sort()).toEqual([
      'claim_for_refund',
      'principal_residence',
      'written_findings',
    ]);
    // The homeowners' exemption is asked on both routes and never required.
    expect(body.property_info.homeowners_exemption).toBe('');
    expect(body.property_info.tax_bill_number).toBe('');
  });

  it('takes Yes/No as text in any case or as booleans, and refuses anything else', () => {
    const parse = (value: unknown) =>
      appealFormRequestSchema.safeParse({ property_info: { principal_residence: value } });
    expect(parse('YES').data?.property_info.principal_residence).toBe('yes');
    expect(parse(' no ').data?.property_info.principal_residence).toBe('no');
    expect(parse(true).data?.property_info.principal_residence).toBe('yes');
    expect(parse(false).data?.property_info.principal_residence).toBe('no');
    expect(parse(null).data?.property_info.principal_residence).toBe('');
    const refused = parse('maybe');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Principal Residence must be yes or no');
    expect(
      appealFormRequestSchema.safeParse({ property_info: { opinion_land: '9'.repeat(51) } }).error?.issues[0]
        ?.message,
    ).toBe('Opinion of Value: Land must be at most 50 characters');
  });

  it('accepts a split that adds up to the opinion of value, and says clearly when it does not', () => {
    const split = (land: string, improvements: string, opinion = '940,000') =>
      validateAppealForm(
        'alameda',
        { ...complete, opinion_value: opinion, opinion_land: land, opinion_improvements: improvements },
        [],
        NOW,
      );
    expect(split('300,000', '640,000').valid).toBe(true);
    expect(split('$300,000.00', '640000').valid).toBe(true);
    expect(split('940,000', '0').valid).toBe(true);
    const off = split('300,000', '600,000');
    expect(off.valid).toBe(false);
    expect(off.errors).toEqual({
      opinion_split:
        'Land ($300,000) and improvements ($600,000) add up to $900,000, not $940,000 (Your Opinion of Market Value): change one of them so they add up to the total',
    });
    expect(split('300,000', '').errors).toEqual({
      opinion_improvements: 'Opinion of Value: Improvements is required when Opinion of Value: Land is given',
    });
    expect(split('', '640,000').errors.opinion_land).toBe(
      'Opinion of Value: Land is required when Opinion of Value: Improvements is given',
    );
    expect(split('lots', '640,000').errors).toEqual({
      opinion_land: 'Opinion of Value: Land must be a dollar amount, e.g. 750,000',
    });
    // No split at all is allowed: the application then prints the total only.
    expect(split('', '').valid).toBe(true);
    // The informal request prints no split, so it is not checked there.
    expect(
      validateAppealForm(
        'alameda',
        { ...complete, opinion_land: '1', opinion_improvements: '2' },
        [],
        NOW,
        'informal',
      ).valid,
    ).toBe(true);
  });

  it("proposes the split in the roll's proportion, adding up exactly", () => {
    const roll = rollValueSplit({
      compass_data: { land_assessment: 327_726, improvements_assessment: 764_694 },
    });
    expect(roll).toEqual({ land: 327_726, improvements: 764_694 });
    expect(proposeOpinionSplit('940,000', roll)).toEqual({
      opinion_land: '282,000',
      opinion_improvements: '658,000',
    });
    const odd = proposeOpinionSplit('$1,000,001', { land: 1, improvements: 2 });
    expect(odd).toEqual({ opinion_land: '333,334', opinion_improvements: '666,667' });
    expect(proposeOpinionSplit('', roll)).toBeNull();
    expect(proposeOpinionSplit('940,000', null)).toBeNull();
    expect(
      rollValueSplit({ compass_data: { land_assessment: '$300,000', improvements_assessment: '$700,000' } }),
    ).toEqual({ land: 300_000, improvements: 700_000 });
    expect(rollValueSplit({ compass_data: { land_assessment: 300_000 } })).toBeNull();
    expect(rollValueSplit(null)).toBeNull();
    for (const total of ['750,000', '1,234,567', '99']) {
      const proposal = proposeOpinionSplit(total, roll)!;
      const info = { ...complete, opinion_value: total, ...proposal };
      expect(validateAppealForm('la', info, [], NOW).valid).toBe(true);
    }
  });
});
