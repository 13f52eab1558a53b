import { describe, expect, it } from 'vitest';
import { isRecordOf } from './address-match.ts';

const home = (over: Partial<Parameters<typeof isRecordOf>[0]> = {}) => ({
  streetNumber: '123',
  streetName: 'N Main St',
  unit: null,
  city: 'Alameda',
  zip: '94501',
  ...over,
});

describe('isRecordOf (decision 210)', () => {
  it('accepts the record of the address asked, however its street type and directional are spelled', () => {
    expect(isRecordOf(home(), '123 North Main Street, Alameda, CA 94501')).toBe(true);
    expect(isRecordOf(home(), '123 N Main St, Oakland, CA 94501')).toBe(true); // the ZIP decides, not the mailing city
    expect(isRecordOf(home(), '123 N Main St, Alameda, CA')).toBe(true);
    expect(isRecordOf(home({ unit: '4B' }), '123 N Main St #4B, Alameda, CA 94501')).toBe(true);
    expect(isRecordOf(home({ unit: '4B' }), '123 N Main St, Alameda, CA 94501')).toBe(true);
  });

  it('refuses a record of another house number, street, ZIP, city or unit', () => {
    expect(isRecordOf(home(), '125 N Main St, Alameda, CA 94501')).toBe(false);
    expect(isRecordOf(home(), '123 S Main St, Alameda, CA 94501')).toBe(false);
    expect(isRecordOf(home(), '123 N Main Ave, Alameda, CA 94501')).toBe(false);
    expect(isRecordOf(home(), '123 N Main St, Alameda, CA 94502')).toBe(false);
    expect(isRecordOf(home(), '123 N Main St, Oakland, CA')).toBe(false);
    expect(isRecordOf(home({ unit: '5' }), '123 N Main St #4, Alameda, CA 94501')).toBe(false);
    expect(isRecordOf(home(), '123 N Main St #4, Alameda, CA 94501')).toBe(false);
    expect(isRecordOf(home(), 'Main St, Alameda, CA 94501')).toBe(false);
  });
});
