import { describe, expect, it } from 'vitest';
import type { AutocompleteRepository, AutocompleteRow } from './autocomplete.repository.ts';
import { createLocalAutocomplete, unitOrder } from './autocomplete.local.ts';
import type { PropertiesRepository } from './properties.repository.ts';

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

/**
 * The predictions over the rows a prefix answers (decision 191): buildings collapse into one line
 * each, a named building lists its units in counting order, and rows already in order come out as
 * a sort would put them.
 */
describe('createLocalAutocomplete', () => {
  let id = 0;
  const home = (line: string, zip = '94568', city = 'DUBLIN'): AutocompleteRow => {
    const [street, unit] = line.split(' #');
    const [streetNumber, ...name] = street!.split(' ');
    return {
      id: ++id,
      streetNumber: streetNumber!,
      streetName: name.join(' '),
      unit: unit ?? null,
      city,
      state: 'CA',
      zip,
      addressNormalized: line,
    };
  };
  /** Answers every prefix with the rows that start with it, in the order given. */
  const over = (rows: AutocompleteRow[]) =>
    createLocalAutocomplete(
      {} as PropertiesRepository,
      {
        byAddressPrefix: async (prefix: string) => rows.filter((r) => r.addressNormalized.startsWith(prefix)),
        similarWithPrefix: async () => [],
      } as unknown as AutocompleteRepository,
    );
  const lines = async (rows: AutocompleteRow[], query: string, zip?: string) =>
    (await over(rows).predictions(query, { zip })).map((p) => p.description);

  it('shows each building once when the line names none of them', async () => {
    const rows = [
      ...['1', '2', '3'].map((u) => home(`12 MAIN ST #${u}`)),
      ...['1', '2'].map((u) => home(`12 MAIN ST #${u}`, '94566', 'PLEASANTON')),
      ...['A', 'B'].map((u) => home(`12 MAPLE AVE #${u}`)),
    ];
    // Equal lines in ZIP order.
    expect(await lines(rows, '12 MA')).toEqual([
      '12 Main St, Pleasanton, CA 94566',
      '12 Main St, Dublin, CA 94568',
      '12 Maple Ave, Dublin, CA 94568',
    ]);
  });

  it('lists a named building’s units in counting order under its line, other buildings after', async () => {
    const rows = [
      ...['1', '10', '11', '2', '3'].map((u) => home(`12 MAIN ST #${u}`)),
      home('12 MAIN ST #5', '94588', 'PLEASANTON'),
    ];
    expect(await lines(rows, '12 Main St')).toEqual([
      '12 Main St, Dublin, CA 94568',
      '12 Main St #1, Dublin, CA 94568',
      '12 Main St #2, Dublin, CA 94568',
      '12 Main St #3, Dublin, CA 94568',
      '12 Main St #10, Dublin, CA 94568',
    ]);
  });

  it('ranks the same whatever order the rows come in', async () => {
    const rows = [
      home('12 MAIN ST', '94566', 'PLEASANTON'),
      home('12 MAIN ST', '94568'),
      home('12 MAPLE AVE', '94611', 'OAKLAND'),
      home('12 MARKET ST', '94550', 'LIVERMORE'),
    ];
    for (const zip of [undefined, '94611', '94550'])
      expect(await lines([...rows].reverse(), '12 MA', zip)).toEqual(await lines(rows, '12 MA', zip));
    // The typed ZIP's home first, then the nearer ZIPs.
    expect(await lines(rows, '12 MA', '94611')).toEqual([
      '12 Maple Ave, Oakland, CA 94611',
      '12 Main St, Dublin, CA 94568',
      '12 Main St, Pleasanton, CA 94566',
      '12 Market St, Livermore, CA 94550',
    ]);
  });
});
