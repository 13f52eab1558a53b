// Writes a generated LA County roll in the county's yearly "Assessor Parcels Data" layout (layout A of
// ../shared/design/real-data-sources.md: 51 columns in the county's order, `$` money, 4-3-3 AINs
// written as 10 digits, city with " CA"), streamed so 2.4 million rows never sit in memory. About 12%
// of the parcels are not homes (commercial, industrial, vacant: skipped rows, as in the real roll) and
// 5% of the parcels also appear with last year's values (the multi-year file repeats parcels).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { LA_LAYOUT_A_COLUMNS } from '../../apps/server/src/modules/dataset/import/la-assessor.test-fixtures.ts';

/** Real LA County ZIP codes and their mailing cities, with a rough centre. */
const PLACES: [string, string, number, number][] = [
  ['90001', 'LOS ANGELES', 33.973, -118.249],
  ['90027', 'LOS ANGELES', 34.104, -118.292],
  ['90046', 'LOS ANGELES', 34.107, -118.365],
  ['90066', 'LOS ANGELES', 34.003, -118.43],
  ['90210', 'BEVERLY HILLS', 34.09, -118.406],
  ['90250', 'HAWTHORNE', 33.915, -118.348],
  ['90277', 'REDONDO BEACH', 33.831, -118.387],
  ['90405', 'SANTA MONICA', 34.01, -118.471],
  ['90501', 'TORRANCE', 33.834, -118.314],
  ['90620', 'BUENA PARK', 33.846, -118.012],
  ['90712', 'LAKEWOOD', 33.849, -118.146],
  ['90804', 'LONG BEACH', 33.782, -118.149],
  ['91001', 'ALTADENA', 34.195, -118.137],
  ['91101', 'PASADENA', 34.147, -118.139],
  ['91203', 'GLENDALE', 34.152, -118.264],
  ['91311', 'CHATSWORTH', 34.258, -118.6],
  ['91342', 'SYLMAR', 34.31, -118.439],
  ['91367', 'WOODLAND HILLS', 34.177, -118.615],
  ['91505', 'BURBANK', 34.174, -118.347],
  ['91601', 'NORTH HOLLYWOOD', 34.168, -118.371],
  ['91702', 'AZUSA', 34.133, -117.907],
  ['91765', 'DIAMOND BAR', 33.998, -117.81],
  ['91790', 'WEST COVINA', 34.067, -117.937],
  ['93535', 'LANCASTER', 34.711, -118.069],
];
const STREETS = [
  'MAIN ST',
  'OAK AVE',
  'MAPLE DR',
  'SUNSET BLVD',
  'PINE ST',
  'CEDAR LN',
  'ELM AVE',
  'WALNUT ST',
  'LAUREL CANYON BLVD',
  'VICTORY BLVD',
  'SHERMAN WAY',
  'WILSHIRE BLVD',
  'VENTURA BLVD',
  'PICO BLVD',
  'OLYMPIC BLVD',
  'LA BREA AVE',
  'FIGUEROA ST',
  'VERMONT AVE',
  'WESTERN AVE',
  'CRENSHAW BLVD',
  'HAWTHORNE BLVD',
  'ARTESIA BLVD',
  'ROSECRANS AVE',
  'GARFIELD AVE',
  'ATLANTIC AVE',
  'COLORADO BLVD',
  'FOOTHILL BLVD',
  'HUNTINGTON DR',
  'VALLEY BLVD',
  'MISSION RD',
  '105TH ST',
  '3RD ST',
  'GRAND AVE',
  'BROADWAY',
  'HOPE ST',
  'ALAMEDA ST',
  'CENTURY BLVD',
  'MANCHESTER AVE',
  'SLAUSON AVE',
  'JEFFERSON BLVD',
];
const DIRECTIONS = ['', '', '', 'N', 'S', 'E', 'W'];

/** A small deterministic generator (mulberry32), so every run writes the same file. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const money = (n: number) => `$${Math.round(n)}`;

export async function writeLaRollFile(path: string, rows: number, seed = 14): Promise<number> {
  const random = rng(seed);
  const out = createWriteStream(path);
  out.write(`${LA_LAYOUT_A_COLUMNS.join(',')}\n`);
  const houses = 9000;
  let written = 0;
  let parcel = 0;
  while (written < rows) {
    let text = '';
    for (let n = 0; n < 2000 && written < rows; n++, parcel++) {
      const [zip, city, lat0, lon0] = PLACES[
        Math.floor(parcel / houses / STREETS.length) % PLACES.length
      ] as [string, string, number, number];
      const street = STREETS[Math.floor(parcel / houses) % STREETS.length] as string;
      const houseNo = 100 + (parcel % houses);
      const direction = DIRECTIONS[(parcel >> 3) % DIRECTIONS.length] as string;
      const ain = String(2000000000 + parcel * 7);
      const r = random();
      const [type, use, general, specific] =
        r < 0.62
          ? ['SFR', '0100', 'Residential', 'Single Family Residence']
          : r < 0.8
            ? ['CND', '010C', 'Residential', 'Condominium']
            : r < 0.88
              ? ['R-I', '0200', 'Residential', 'Double, Duplex, or Two Units']
              : r < 0.94
                ? ['C', '1100', 'Commercial', 'Store']
                : r < 0.97
                  ? ['I', '3100', 'Industrial', 'Light Manufacturing']
                  : ['VAC', '010V', 'Residential', 'Vacant Land'];
      const unit = type === 'CND' ? String(1 + (parcel % 40)) : '';
      const sqft = Math.round(700 + random() * 2600);
      const beds = Math.max(1, Math.round(sqft / 650));
      const baths = Math.max(1, Math.round(sqft / 900));
      const built = 1905 + Math.floor(random() * 115);
      const baseYear = 1975 + Math.floor(random() * 50);
      const land = 80_000 + random() * 900_000;
      const imp = type === 'VAC' ? 0 : 40_000 + random() * 500_000;
      const hox = type === 'SFR' || type === 'CND' ? (random() < 0.6 ? 7000 : 0) : 0;
      const rec = `${baseYear}${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
      const lat = (lat0 + (random() - 0.5) * 0.04).toFixed(6);
      const lon = (lon0 + (random() - 0.5) * 0.04).toFixed(6);
      const line = (year: number, factor: number) => {
        const values: Record<string, string> = {
          ZIPcode: `${zip}-${String(parcel % 10000).padStart(4, '0')}`,
          TaxRateArea_CITY: city,
          AIN: ain,
          RollYear: String(year),
          TaxRateArea: '00013',
          AssessorID: `${ain.slice(0, 4)}-${ain.slice(4, 7)}-${ain.slice(7)}`,
          PropertyLocation: `"${houseNo} ${direction ? `${direction} ` : ''}${street}${unit ? ` #${unit}` : ''}  ${city} CA ${zip}"`,
          PropertyType: type,
          PropertyUseCode: use,
          GeneralUseType: general,
          SpecificUseType: `"${specific}"`,
          totBuildingDataLines: '1',
          YearBuilt: String(built),
          EffectiveYearBuilt: String(built),
          SQFTmain: String(sqft),
          Bedrooms: String(beds),
          Bathrooms: String(baths),
          Units: type === 'R-I' ? '2' : '1',
          RecordingDate: rec,
          LandValue: money(land * factor),
          LandBaseYear: String(baseYear),
          ImprovementValue: money(imp * factor),
          ImpBaseYear: String(baseYear),
          TotalLandImpValue: money((land + imp) * factor),
          HomeownersExemption: money(hox),
          RealEstateExemption: '$0',
          FixtureValue: '$0',
          FixtureExemption: '$0',
          PersonalPropertyValue: '$0',
          PersonalPropertyExemption: '$0',
          isTaxableParcel: 'Y',
          TotalValue: money((land + imp) * factor),
          TotalExemption: money(hox),
          netTaxableValue: money((land + imp) * factor - hox),
          AdministrativeRegion: '12',
          Cluster: '12165',
          HouseNo: String(houseNo),
          StreetDirection: direction,
          StreetName: street,
          UnitNo: unit,
          City: `${city} CA`,
          ZIPcode5: zip,
          rowID: `${year}${ain}`,
          CENTER_LAT: lat,
          CENTER_LON: lon,
          'Location 1': `"(${lat}, ${lon})"`,
        };
        return `${LA_LAYOUT_A_COLUMNS.map((c) => values[c] ?? '').join(',')}\n`;
      };
      if (random() < 0.05 && written + 1 < rows) {
        text += line(2024, 1 / 1.02);
        written++;
      }
      text += line(2025, 1);
      written++;
    }
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return written;
}
