import { describe, expect, it } from 'vitest';
import { unitOrder } from './autocomplete.local.ts';

/**
 * The order of one building's units (decision 185): `unitOrder` answers the usual pair without the
 * collator, and must order every pair exactly as `localeCompare(b, 'en', { numeric: true })` does.
 */
describe('unitOrder', () => {
  const collator = new Intl.Collator('en', { numeric: true }).compare;
  const sign = (n: number) => Math.sign(n);

  it('orders every pair as the numeric collator does, on the fast path and off it', () => {
    const units = [
      ...Array.from({ length: 130 }, (_, i) => String(i + 1)),
      '0',
      '00',
      '01',
      '007',
      '1A',
      'A1',
      '10-2',
      '10B',
      'B',
      'PH',
      '٣',
      '1٣',
      '99999999999999999',
      '100000000000000000',
      '123456789012345',
      '123456789012346',
    ];
    const addresses = [
      ...units.map((u) => `9500 CROCKER AVE #${u}`),
      ...units.slice(0, 20).map((u) => `9500 CROCKER AVE #B${u}`),
      ...units.slice(0, 20).map((u) => `12 2ND ST #${u}`),
      '9500 CROCKER AVE',
      '9500 CROCKER AVE #',
      '9500 CROCKER AV #5',
      '9500 CROCKÉR AVE #5',
      '17',
      '170',
      '',
    ];
    let fast = 0;
    for (const a of addresses)
      for (const b of addresses) {
        expect(sign(unitOrder(a, b)), `${a} | ${b}`).toBe(sign(collator(a, b)));
        if (/ #[1-9]\d*$/.test(a) && a.replace(/\d+$/, '') === b.replace(/\d+$/, '')) fast += 1;
      }
    expect(fast).toBeGreaterThan(10_000);
  });

  it('sorts a building counting as a person does', () => {
    const sorted = ['#10', '#2', '#1', '#101', '#11', '#1A'].map((u) => `1 A ST ${u}`).sort(unitOrder);
    expect(sorted.map((s) => s.slice(7))).toEqual(['#1', '#1A', '#2', '#10', '#11', '#101']);
  });
});
