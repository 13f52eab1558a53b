// The live-data bench's inputs (live-data.bench.ts), made from the demo generator so the sales fall in
// every county with real ZIP codes and cities: the closed sales an MLS's RESO Web API serves (records
// for the local stand-in of apps/server/src/modules/dataset/mls/reso.stand-in.ts) and a Redfin
// "Download All" export of sold homes. Other seeds than the server's demo dataset: the sales are of
// homes the server does not know yet, as a brokerage's feed and files mostly are.
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { resoRecord } from '../../apps/server/src/modules/dataset/mls/reso.stand-in.ts';
import { generateDataset } from '../../apps/server/src/modules/dataset/generator/dataset-generator.ts';
import type {
  GeneratedProperty,
  GeneratedSale,
} from '../../apps/server/src/modules/dataset/generator/dataset-types.ts';
import {
  REDFIN_HEADER,
  redfinSoldDate,
} from '../../apps/server/src/modules/dataset/import/redfin.test-fixtures.ts';

const RESO_SUBTYPE = {
  single_family: 'SingleFamilyResidence',
  condo: 'Condominium',
  townhouse: 'Townhouse',
  multi_family: 'Duplex',
} as const;
const REDFIN_TYPE = {
  single_family: 'Single Family Residential',
  condo: 'Condo/Co-op',
  townhouse: 'Townhouse',
  multi_family: 'Multi-Family (2-4 Unit)',
} as const;

/** `rows` sales with their homes, in generator order (about 3.8 recorded sales per generated home). */
function* generatedSales(
  rows: number,
  seed: number,
): Generator<{ home: GeneratedProperty; sale: GeneratedSale }> {
  let made = 0;
  for (const chunk of generateDataset({ size: Math.ceil(rows / 3.2), seed })) {
    const homes = new Map(chunk.properties.map((p) => [p.id, p]));
    for (const sale of chunk.sales) {
      const home = homes.get(sale.propertyId);
      if (!home) continue;
      yield { home, sale };
      if (++made >= rows) return;
    }
  }
}

/** `count` closed residential sales in California as an MLS's RESO Web API serves them (Data Dictionary names). */
export function closedSalesFeed(count: number, seed = 232): Record<string, unknown>[] {
  const records: Record<string, unknown>[] = [];
  for (const { home, sale } of generatedSales(count, seed)) {
    const n = records.length + 1;
    records.push(
      resoRecord(n, {
        ClosePrice: sale.price,
        CloseDate: sale.saleDate,
        StreetNumber: home.streetNumber,
        StreetName: home.streetName,
        StreetSuffix: null,
        UnitNumber: home.unit,
        City: home.city,
        PostalCode: home.zip,
        Latitude: home.lat,
        Longitude: home.lon,
        BedroomsTotal: home.beds,
        BathroomsTotalInteger: Math.round(home.baths),
        LivingArea: home.livingSqft,
        LotSizeArea: home.lotSqft,
        LotSizeUnits: home.lotSqft === null ? null : 'Square Feet',
        YearBuilt: home.yearBuilt,
        PropertySubType: RESO_SUBTYPE[home.propertyType],
        ParcelNumber: home.apn,
      }),
    );
  }
  return records;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * Writes a Redfin export of `rows` sold homes to `path` (streamed), unless it is already there (the
 * file is written beside and renamed when complete). Answers the rows written, or -1 when the file was there.
 */
export async function writeRedfinFile(path: string, rows: number, seed = 239): Promise<number> {
  if (existsSync(path)) return -1;
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  const out = createWriteStream(partial);
  out.write(`${REDFIN_HEADER}\n`);
  let written = 0;
  let text = '';
  for (const { home, sale } of generatedSales(rows, seed)) {
    const [year, month, day] = sale.saleDate.split('-').map(Number) as [number, number, number];
    const address = `${home.streetNumber} ${home.streetName}${home.unit ? ` #${home.unit}` : ''}`;
    text += `${[
      'PAST SALE',
      redfinSoldDate(month, day, year),
      REDFIN_TYPE[home.propertyType],
      quoted(address),
      quoted(home.city),
      'CA',
      home.zip,
      sale.price,
      home.beds,
      home.baths,
      quoted(home.city),
      home.livingSqft,
      home.lotSqft ?? '',
      home.yearBuilt,
      '',
      Math.round(sale.price / home.livingSqft),
      '',
      'Sold',
      '',
      '',
      'https://www.redfin.com/',
      'bench MLS',
      `B${written + 1}`,
      'N',
      'Y',
      home.lat,
      home.lon,
    ].join(',')}\n`;
    written++;
    if (text.length > 1 << 20) {
      if (!out.write(text)) await once(out, 'drain');
      text = '';
    }
  }
  out.end(text);
  await once(out, 'finish');
  renameSync(partial, path);
  return written;
}
