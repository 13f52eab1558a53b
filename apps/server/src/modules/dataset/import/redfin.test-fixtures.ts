/** Redfin "Download All" sold-homes exports written by tests (the real files stay in ../shared/data). */
import { MONTH_NAMES } from '@homie/contracts/appeals-dates.ts';

/** The export's header line: its 27 columns in Redfin's order. */
export const REDFIN_HEADER =
  'SALE TYPE,SOLD DATE,PROPERTY TYPE,ADDRESS,CITY,STATE OR PROVINCE,ZIP OR POSTAL CODE,PRICE,BEDS,BATHS,LOCATION,SQUARE FEET,LOT SIZE,YEAR BUILT,DAYS ON MARKET,$/SQUARE FEET,HOA/MONTH,STATUS,NEXT OPEN HOUSE START TIME,NEXT OPEN HOUSE END TIME,URL,SOURCE,MLS#,FAVORITE,INTERESTED,LATITUDE,LONGITUDE';

/** A SOLD DATE as Redfin writes it: "March-05-2020" (month 1 to 12). */
export function redfinSoldDate(month: number, day: number, year: number): string {
  return `${MONTH_NAMES[month - 1]}-${String(day).padStart(2, '0')}-${year}`;
}

/** One sold home as a line of the export (a single-family home in Dublin, Alameda County, by default). */
export function redfinLine(sale: {
  date: string;
  price: number | string;
  address: string;
  city?: string;
  zip?: string;
  type?: string;
  sqft?: number;
  lat?: number;
  lon?: number;
}): string {
  const { city = 'Dublin', zip = '94568', type = 'Single Family Residential', sqft = 1800 } = sale;
  return `PAST SALE,${sale.date},${type},${sale.address},${city},CA,${zip},${sale.price},3,2,${city},${sqft},5000,1985,30,500,,Sold,,,http://x,"bridgeMLS",M${sale.address.length},N,Y,${sale.lat ?? 37.72},${sale.lon ?? -121.9}`;
}
