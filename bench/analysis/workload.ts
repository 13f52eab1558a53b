// The requests the analysis benchmarks send: realistic autocomplete typing and the web client's
// lookup → manual_analysis → query_result sequence, drawn from homes of the loaded dataset.
import type { Database } from '../../apps/server/src/db/client.ts';

export interface SampleHome {
  id: number;
  streetNumber: string;
  streetName: string;
  unit: string | null;
  city: string;
  zip: string;
  propertyType: string;
  beds: number | null;
  baths: number | null;
  livingSqft: number | null;
  lotSqft: number | null;
  yearBuilt: number | null;
}

/** Deterministic pseudo-random numbers (mulberry32) so runs draw the same homes and queries. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` homes spread over the whole id range. */
export async function sampleHomes(database: Database, count: number, seed = 7): Promise<SampleHome[]> {
  const max =
    (await database.query<{ max: number }>('select max(id)::int as max from properties'))[0]?.max ?? 0;
  const rnd = random(seed);
  const ids = Array.from({ length: count * 2 }, () => 1 + Math.floor(rnd() * max));
  const rows = await database.query<SampleHome>(
    `select id, street_number as "streetNumber", street_name as "streetName", unit, city, zip, property_type as "propertyType",
            beds, baths, living_sqft as "livingSqft", lot_sqft as "lotSqft", year_built as "yearBuilt"
     from properties where id = any($1::int[]) and lat is not null`,
    [ids],
  );
  return rows.slice(0, count);
}

const SPELLED: Record<string, string> = {
  ST: 'Street',
  AVE: 'Avenue',
  DR: 'Drive',
  RD: 'Road',
  BLVD: 'Boulevard',
  LN: 'Lane',
  CT: 'Court',
  WAY: 'Way',
  PL: 'Place',
};

export type QueryKind = 'prefix' | 'spelled' | 'typo' | 'street-only';

/** What people type: mostly number + the start of the street, some spelled-out types, typos, no numbers. */
export function autocompleteQueries(homes: SampleHome[], seed = 11): { kind: QueryKind; text: string }[] {
  const rnd = random(seed);
  return homes.map((h) => {
    const roll = rnd();
    const name = h.streetName;
    if (roll < 0.6)
      return { kind: 'prefix', text: `${h.streetNumber} ${name.slice(0, 3 + Math.floor(rnd() * 6))}` };
    if (roll < 0.75) {
      const words = name.split(' ');
      const last = words.pop() ?? '';
      return {
        kind: 'spelled',
        text: `${h.streetNumber} ${[...words, SPELLED[last.toUpperCase()] ?? last].join(' ')}`,
      };
    }
    if (roll < 0.9) {
      const i = 1 + Math.floor(rnd() * Math.max(1, name.length - 3));
      const typo = name.slice(0, i) + (name[i + 1] ?? '') + (name[i] ?? '') + name.slice(i + 2);
      return { kind: 'typo', text: `${h.streetNumber} ${typo}` };
    }
    return { kind: 'street-only', text: name.slice(0, Math.min(name.length, 6 + Math.floor(rnd() * 6))) };
  });
}

/** The one line the web client sends to the lookup: street, city, state, zip and unit joined by spaces. */
export const lookupLine = (h: SampleHome) =>
  `${h.streetNumber} ${h.streetName} ${h.city} CA ${h.zip} ${h.unit ?? ''}`;

export const analysisBody = (h: SampleHome) => ({
  street: `${h.streetNumber} ${h.streetName}`,
  unit: h.unit ?? '',
  city: h.city,
  state: 'CA',
  zip: h.zip,
  beds: h.beds,
  baths: h.baths,
  sqft: h.livingSqft,
  lot_sqft: h.lotSqft,
  year_built: h.yearBuilt,
  property_type: h.propertyType,
  assessed_value: null,
});

/**
 * One full analysis as the web client does it (lookup → /manual_analysis → /query_result), from the
 * client address `ip`; answers whether every step succeeded.
 */
export async function fullAnalysis(url: string, home: SampleHome, ip: string): Promise<boolean> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip };
  const body = JSON.stringify({
    street: `${home.streetNumber} ${home.streetName}`,
    unit: home.unit ?? '',
    city: home.city,
    state: 'CA',
    zip: home.zip,
  });
  const lookup = await fetch(`${url}/api/lookup_property`, { method: 'POST', headers, body });
  await lookup.arrayBuffer();
  if (!lookup.ok) return false;
  const analysis = await fetch(`${url}/manual_analysis`, { method: 'POST', headers, body });
  const started = (await analysis.json()) as { job_id?: string };
  if (!analysis.ok || !started.job_id) return false;
  const result = await fetch(`${url}/query_result?job_id=${encodeURIComponent(started.job_id)}`, { headers });
  await result.arrayBuffer();
  return result.ok;
}
