/**
 * Readers for the real sales files in ../shared/data/sales, used by tests to build their cases at
 * test time (the files are never copied into the repository).
 */
import { readFileSync } from 'node:fs';
import { MONTH_NAMES } from '@homie/contracts/appeals-dates.ts';

/** One CSV line with quoted fields. */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

export interface RedfinRow {
  soldDate: string;
  type: string;
  address: string;
  city: string;
  zip: string;
  price: number;
  beds: number;
  baths: number;
  sqft: number;
  yearBuilt: number;
  lat: number;
  lon: number;
}

/** The export's rows as records (rows without a sold date or coordinates left out). */
export function readRedfin(file: string): RedfinRow[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const names = csvFields(header!);
  const at = (name: string) => names.indexOf(name);
  return lines.flatMap((line) => {
    const f = csvFields(line);
    const date = /^([A-Za-z]+)-(\d{1,2})-(\d{4})$/.exec(f[at('SOLD DATE')] ?? '');
    const month = date ? MONTH_NAMES.indexOf(date[1]!) + 1 : 0;
    if (!date || month === 0 || !f[at('LATITUDE')]) return [];
    return [
      {
        soldDate: `${date[3]}-${String(month).padStart(2, '0')}-${date[2]!.padStart(2, '0')}`,
        type: f[at('PROPERTY TYPE')] ?? '',
        address: f[at('ADDRESS')] ?? '',
        city: f[at('CITY')] ?? '',
        zip: f[at('ZIP OR POSTAL CODE')] ?? '',
        price: Number(f[at('PRICE')]),
        beds: Number(f[at('BEDS')]),
        baths: Number(f[at('BATHS')]),
        sqft: Number(f[at('SQUARE FEET')]),
        yearBuilt: Number(f[at('YEAR BUILT')]),
        lat: Number(f[at('LATITUDE')]),
        lon: Number(f[at('LONGITUDE')]),
      },
    ];
  });
}
