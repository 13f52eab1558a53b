/**
 * Addresses as people type them (issue 14 item 6), tested on a corpus built at test time from the
 * real sales files in ../shared/data/sales (read here, never copied): each imported address is
 * looked up in the ways an owner writes it (case, punctuation, spelled-out street types and
 * directionals, "Apt"/"Unit"/"#"/"Ste") and must find the same home as the address itself; condo
 * buildings offer their units in autocomplete.
 */
import { readFileSync } from 'node:fs';
import { STREET_SUFFIXES } from '@homie/contracts/data/street-suffixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { importSalesFile, sharedDataFile } from '#modules/dataset/dataset.service.ts';
import { csvFields } from './shared-sales.test-fixtures.ts';

const files = [
  {
    path: sharedDataFile('sales/bayarea-redfin-2020.csv'),
    format: 'redfin' as const,
    address: 'ADDRESS',
    city: 'CITY',
    zip: 'ZIP OR POSTAL CODE',
    sold: 'SOLD DATE',
  },
  {
    path: sharedDataFile('sales/conejo-valley-zillow-2021-2024.csv'),
    format: 'zillow' as const,
    address: 'address',
    city: 'city',
    zip: 'zipCode',
    sold: 'dateSold',
  },
];
const present = files.every((f) => f.path);
if (!present) console.warn('SKIP: ../shared/data/sales is absent; address-variant corpus tests skipped');

interface Written {
  street: string;
  city: string;
  zip: string;
}

/** The street line of every row, as the file writes it (Zillow's "street, city, CA zip" cut to the street). */
function addressesOf(file: (typeof files)[number]): Written[] {
  const [header, ...lines] = readFileSync(file.path as string, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const names = csvFields(header!);
  const col = (name: string) => names.indexOf(name);
  return lines.flatMap((line) => {
    const f = csvFields(line);
    // Rows without a sale date are not imported.
    if (!f[col(file.sold)]) return [];
    return {
      street: (f[col(file.address)] ?? '').split(',')[0]!.trim(),
      city: f[col(file.city)] ?? '',
      zip: (f[col(file.zip)] ?? '').slice(0, 5),
    };
  });
}

const SPELLED = new Map(STREET_SUFFIXES.map(([primary, standard]) => [standard, primary]));
const DIRECTIONS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };
const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** The ways an owner may write one street line. */
export function variantsOf(street: string): string[] {
  const unitMatch = /\s*(?:#|\b(?:Unit|Apt|Ste|Spc)\b\.?)\s*([A-Za-z0-9-]+)$/i.exec(street);
  const line = unitMatch ? street.slice(0, unitMatch.index).trim() : street;
  const unit = unitMatch?.[1] ?? null;
  const words = line.split(/\s+/);
  const spelled = words.map((w, i) =>
    i === words.length - 1 && i >= 2 && SPELLED.has(w.toUpperCase())
      ? title(SPELLED.get(w.toUpperCase())!)
      : w,
  );
  if (spelled.length >= 4 && DIRECTIONS[spelled[1]!.toUpperCase()])
    spelled[1] = DIRECTIONS[spelled[1]!.toUpperCase()]!;
  const out = new Set<string>();
  const withUnit = (base: string, form: string) => (unit ? `${base} ${form}${unit}` : base);
  out.add(withUnit(line.toLowerCase(), '#'));
  out.add(withUnit(line.toUpperCase(), 'APT '));
  out.add(withUnit(spelled.join(' '), 'Unit '));
  out.add(withUnit(`${spelled.join(' ')}.`, 'Ste. '));
  out.add(withUnit(line.replace(/\b(St|Ave|Dr|Ln|Ct|Rd|Blvd|Pl|Cir|Way)\b/g, '$1.'), '# '));
  return [...out];
}

describe.skipIf(!present)(
  'address variants from the real sales files (skipped when ../shared/data is absent)',
  () => {
    let t: TestApp;
    let corpus: Written[] = [];
    let condoBuildings: (Written & { units: string[] })[] = [];
    /** The corpus addresses the records hold, with what the lookup answers for the address as written. */
    const resolved: (Written & { canonical: { street: string; unit: string } })[] = [];

    let calls = 0;
    const lookup = async (street: string, city: string, zip: string) => {
      // Each lookup from its own address: the route's per-client rate limit is not under test here.
      calls++;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/lookup_property',
        payload: { address: `${street} ${city} CA ${zip}` },
        remoteAddress: `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`,
      });
      expect(res.statusCode, res.body).not.toBe(429);
      return res.statusCode === 200
        ? (res.json().data.parsed_address as { street: string; unit: string })
        : null;
    };

    beforeAll(async () => {
      t = await createTestApp();
      for (const file of files)
        await importSalesFile(t.database, file.path as string, file.format, { today: '2026-11-26' });
      const all = files
        .flatMap(addressesOf)
        .filter((a) => /^\d+\s+\S/.test(a.street) && /^\d{5}$/.test(a.zip));
      const seen = new Set<string>();
      const unique = all.filter((a) => {
        const key = `${a.street.toUpperCase()}|${a.zip}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      // Every kind the files hold: numbered streets, directionals, units in every spelling, plain lines.
      const kinds = [
        /\b\d+(st|nd|rd|th)\b/i,
        /^\d+\s+[NSEW]\s+\S+\s+\S+/,
        /#/,
        /\b(Unit|Apt|Ste)\b/i,
        /\s[NSEW]$/,
        /./,
      ];
      corpus = kinds.flatMap((kind) =>
        unique
          .filter((a) => kind.test(a.street))
          .filter((_, i) => i % 3 === 0)
          .slice(0, 35),
      );
      // Condo buildings among the imported homes: three or more units recorded on one street line.
      condoBuildings = (
        await t.database.query<{ street: string; city: string; zip: string; units: string[] }>(
          `select street_number || ' ' || street_name as street, min(city) as city, zip, array_agg(unit order by unit) as units
         from properties where unit is not null group by street_number, street_name, zip having count(*) >= 3
         order by count(*) desc limit 5`,
        )
      ).map((b) => ({ ...b, units: b.units }));
      for (const a of corpus) {
        const canonical = await lookup(a.street, a.city, a.zip);
        // Two homes on one line (a record without its unit) are ambiguous as written: not this test's subject.
        if (canonical) resolved.push({ ...a, canonical });
      }
    }, 240_000);
    afterAll(() => t?.close());

    it('finds the same home for every way of writing its address', { timeout: 120_000 }, async () => {
      expect(resolved.length).toBeGreaterThan(0.9 * corpus.length);
      let checked = 0;
      const failures: string[] = [];
      for (const { canonical, ...a } of resolved) {
        for (const variant of variantsOf(a.street)) {
          checked++;
          const found = await lookup(variant, a.city.toLowerCase(), a.zip);
          if (found?.street !== canonical.street || found.unit !== canonical.unit)
            failures.push(`${variant} → ${JSON.stringify(found)} (wanted ${JSON.stringify(canonical)})`);
        }
      }
      expect(checked).toBeGreaterThan(600);
      expect(failures).toEqual([]);
    });

    it('"300 105th Street" finds "300 105th St": numbered streets abbreviated though they look like a house number', async () => {
      const numbered = resolved.find((a) => /^\d+\s+\d+(st|nd|rd|th)\s+St$/i.test(a.street));
      expect(numbered).toBeDefined();
      const spelled = numbered!.street.replace(/St$/, 'Street');
      expect(await lookup(spelled, numbered!.city, numbered!.zip)).toMatchObject({
        street: expect.stringMatching(new RegExp(`^${numbered!.street.split(' ')[0]} `)),
      });
    });

    it('suggests a home whose directional is typed spelled out ("1376 West Lagoon" finds "1376 W Lagoon Rd")', async () => {
      const home = resolved.find((a) => /^\d+ [NSEW] \S+/.test(a.street) && !a.street.includes('#'))!;
      expect(home).toBeDefined();
      const [number, dir, name] = home.street.split(' ') as [string, string, string];
      const spelled = `${number} ${DIRECTIONS[dir]} ${name}`.toLowerCase();
      const res = await t.app.inject({
        method: 'GET',
        url: `/autocomplete_address?query=${encodeURIComponent(spelled)}`,
      });
      expect(
        res.json().predictions.map((p: { description: string }) => p.description.split(',')[0]),
      ).toContain(home.canonical.street);
    });

    it('offers a condo building’s units in autocomplete once its street line is typed', async () => {
      expect(condoBuildings.length).toBeGreaterThan(0);
      const descriptionsOf = async (query: string, zip?: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/autocomplete_address?query=${encodeURIComponent(query)}${zip ? `&zip=${zip}` : ''}`,
          })
        )
          .json()
          .predictions.map((p: { description: string }) => p.description) as string[];
      const condo = condoBuildings[0]!;
      const offered = await descriptionsOf(condo.street, condo.zip);
      // The building's line first, then its units.
      expect(offered[0]).not.toContain('#');
      expect(offered.filter((d) => d.includes('#')).length).toBeGreaterThanOrEqual(2);
      const unit = condo.units[0]!;
      const typed = await descriptionsOf(`${condo.street.toLowerCase()} apt ${unit.toLowerCase()}`);
      expect(typed.some((d) => d.toUpperCase().includes(`#${unit.toUpperCase()},`))).toBe(true);
    });
  },
);
