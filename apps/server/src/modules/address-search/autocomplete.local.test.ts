import { describe, expect, it } from 'vitest';
import type { AutocompleteRepository, AutocompleteRow } from './address-search.repository.ts';
import { createLocalAutocomplete, unitOrder } from './autocomplete.local.ts';
import type { PropertiesRepository } from '#modules/properties/properties.plugin.ts';

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
  const byAddress = (a: AutocompleteRow, b: AutocompleteRow) =>
    a.addressNormalized < b.addressNormalized ? -1 : a.addressNormalized > b.addressNormalized ? 1 : 0;
  const over = (rows: AutocompleteRow[]) =>
    createLocalAutocomplete(
      { containing: async () => [] } as unknown as PropertiesRepository,
      {
        byAddressPrefix: async (prefix: string) => rows.filter((r) => r.addressNormalized.startsWith(prefix)),
        similarWithPrefix: async () => [],
        byStreetLinePrefix: async (prefix: string) =>
          rows.filter((r) => r.addressNormalized.replace(/^\S+ /, '').startsWith(prefix)),
        places: async () =>
          [...new Map(rows.map((r) => [`${r.zip}|${r.city}`, { city: r.city, zip: r.zip }])).values()].sort(
            (a, b) => a.zip.localeCompare(b.zip) || a.city.localeCompare(b.city),
          ),
        byZip: async (zip: string, cities: string[] | null, limit: number) =>
          rows
            .filter((r) => r.zip === zip && (cities === null || cities.includes(r.city)))
            .sort(byAddress)
            .slice(0, limit),
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

  /** Issue 53: a typed house number kept whole, and homes found by their city or ZIP. */
  const town = [
    home('123 MAIN ST'),
    home('123 OAK AVE', '94566', 'PLEASANTON'),
    home('1230 ELM ST'),
    home('1231 MAIN ST'),
    home('12300 CEDAR DR'),
    home('94705 RIDGE RD', '94568'),
    home('947050 FAR WAY', '94568'),
    home('2 ASHBY AVE', '94705', 'Berkeley'),
    home('10 COLLEGE AVE', '94705', 'Berkeley'),
    home('5 BANCROFT WAY', '94704', 'Berkeley'),
    home('7 ALCATRAZ AVE', '94609', 'Oakland'),
    home('9 BERKELEY WAY', '94611', 'Oakland'),
    home('11 BERKELEY WAY', '94611', 'Oakland'),
  ];

  it('"123 " suggests house number 123 only; "123" also the numbers starting with it', async () => {
    expect(await lines(town, '123 ')).toEqual([
      '123 Main St, Dublin, CA 94568',
      '123 Oak Ave, Pleasanton, CA 94566',
    ]);
    expect(await lines(town, '123  ')).toEqual(await lines(town, '123 '));
    for (const line of await lines(town, '123 ')) expect(line).not.toMatch(/^123\d/);
    expect(await lines(town, '123')).toEqual([
      '123 Main St, Dublin, CA 94568',
      '123 Oak Ave, Pleasanton, CA 94566',
      '1230 Elm St, Dublin, CA 94568',
      '12300 Cedar Dr, Dublin, CA 94568',
      '1231 Main St, Dublin, CA 94568',
    ]);
    // A street typed after the number is as before.
    expect(await lines(town, '123 Main ')).toEqual(['123 Main St, Dublin, CA 94568']);
  });

  it('finds the homes of a city, typed in any case, before streets named like it', async () => {
    // The city's homes street by street (A–Z), whatever their ZIP.
    const berkeley = [
      '2 Ashby Ave, Berkeley, CA 94705',
      '5 Bancroft Way, Berkeley, CA 94704',
      '10 College Ave, Berkeley, CA 94705',
    ];
    for (const typed of ['berkeley', 'Berkeley', 'BERKELEY', ' berkeley ']) {
      expect((await lines(town, typed)).slice(0, 3), typed).toEqual(berkeley);
      expect(await lines(town, typed), typed).toContain('9 Berkeley Way, Oakland, CA 94611');
    }
    // A city's name begun: streets starting with it first, then the city's homes.
    expect(await lines(town, 'berk')).toEqual([
      '9 Berkeley Way, Oakland, CA 94611',
      '11 Berkeley Way, Oakland, CA 94611',
      ...berkeley,
    ]);
    expect(await lines(town, 'oakla')).toEqual([
      '7 Alcatraz Ave, Oakland, CA 94609',
      '9 Berkeley Way, Oakland, CA 94611',
      '11 Berkeley Way, Oakland, CA 94611',
    ]);
    expect(await lines(town, 'nowhereville')).toEqual([]);
  });

  it('finds the homes of a ZIP, after a home with that very house number', async () => {
    const zip = ['2 Ashby Ave, Berkeley, CA 94705', '10 College Ave, Berkeley, CA 94705'];
    expect(await lines(town, '94705')).toEqual([
      '94705 Ridge Rd, Dublin, CA 94568',
      ...zip,
      '947050 Far Way, Dublin, CA 94568',
    ]);
    expect(await lines(town, '94705 ')).toEqual(['94705 Ridge Rd, Dublin, CA 94568', ...zip]);
    const only = town.filter((r) => !r.streetNumber.startsWith('947'));
    expect(await lines(only, '94705')).toEqual(zip);
    expect(await lines(only, '94705 ')).toEqual(zip);
    // Not a ZIP with homes: as before.
    expect(await lines(only, '94999')).toEqual([]);
  });
});
