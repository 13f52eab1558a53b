// Writes a RESO Data Dictionary CSV of `rows` sales from the demo generator (homes in every county,
// parcel numbers, tax figures), streamed so a million rows never sit in memory.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { generateDataset } from '../../apps/server/src/modules/dataset/dataset.service.ts';

const SUBTYPE = {
  single_family: 'SingleFamilyResidence',
  condo: 'Condominium',
  townhouse: 'Townhouse',
  multi_family: 'Duplex',
} as const;
export const RESO_HEADER =
  'ListingKey,ClosePrice,CloseDate,PropertyType,PropertySubType,BedroomsTotal,BathroomsTotalInteger,LivingArea,LotSizeSquareFeet,YearBuilt,StreetNumber,StreetName,UnitNumber,City,StateOrProvince,PostalCode,ParcelNumber,Latitude,Longitude,TaxAssessedValue,TaxAnnualAmount,TaxYear';

export async function writeResoFile(path: string, rows: number): Promise<number> {
  const out = createWriteStream(path);
  out.write(`${RESO_HEADER}\n`);
  let written = 0;
  // About 3.8 recorded sales per generated home.
  for (const chunk of generateDataset({ size: Math.ceil(rows / 3.5), seed: 77 })) {
    const homes = new Map(chunk.properties.map((p) => [p.id, p]));
    const tax = new Map(chunk.assessments.filter((a) => a.rollYear === 2026).map((a) => [a.propertyId, a]));
    let text = '';
    for (const sale of chunk.sales) {
      if (written >= rows) break;
      const h = homes.get(sale.propertyId);
      if (!h) continue;
      const a = tax.get(h.id);
      text += `${[
        `L${written + 1}`,
        sale.price,
        sale.saleDate,
        'Residential',
        SUBTYPE[h.propertyType],
        h.beds,
        h.baths,
        h.livingSqft,
        h.lotSqft ?? '',
        h.yearBuilt,
        h.streetNumber,
        `"${h.streetName}"`,
        h.unit ?? '',
        `"${h.city}"`,
        'CA',
        h.zip,
        h.apn,
        h.lat,
        h.lon,
        a?.total ?? '',
        a?.annualTax ?? '',
        a ? 2026 : '',
      ].join(',')}\n`;
      written++;
    }
    if (!out.write(text)) await once(out, 'drain');
    if (written >= rows) break;
  }
  out.end();
  await once(out, 'finish');
  return written;
}
