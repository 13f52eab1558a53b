import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { ImportFileError } from './import-types.ts';
import { scratchDirAndDatabase } from './import.test-helpers.ts';
import { LA_LAYOUT_A_COLUMNS as LAYOUT_A_COLUMNS } from './la-assessor.test-fixtures.ts';
import { laUseCodeType } from './la-assessor.format.ts';
import { formatAin, parseRecordingDate } from './parcel-builder.ts';
import { importRollFile } from './roll-import.service.ts';

let database: Database;
const dir = scratchDirAndDatabase('homie-roll-', (made) => {
  database = made;
});
const today = '2026-11-21';

/** A CSV file from a header and rows given by column name (absent columns are empty). */
function writeCsv(
  name: string,
  columns: readonly string[],
  rows: Record<string, string>[],
  delimiter = ',',
): string {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [
    columns.join(delimiter),
    ...rows.map((r) => columns.map((c) => quote(r[c] ?? '')).join(delimiter)),
  ];
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

const assessmentOf = async (apn: string) =>
  await database.query<Record<string, unknown>>(
    `SELECT p.street_number, p.street_name, p.unit, p.city, p.zip, p.county, p.property_type, p.beds, p.baths,
              p.living_sqft, p.year_built, p.lat, p.lon, p.source AS property_source, p.source_file AS property_file,
              a.roll_year, a.land, a.improvements, a.total, a.base_year, a.improvements_base_year,
              a.homeowners_exemption, a.recording_date::text AS recording_date, a.annual_tax, a.source, a.source_file
         FROM properties p LEFT JOIN assessments a ON a.property_id = p.id
        WHERE p.apn = $1 ORDER BY a.roll_year`,
    [apn],
  );

/** Every row of the three tables, to compare before and after a re-import. */
const snapshot = async () => ({
  properties: await database.query('SELECT * FROM properties ORDER BY id'),
  assessments: await database.query('SELECT * FROM assessments ORDER BY property_id, roll_year'),
  sales: await database.query('SELECT * FROM sales ORDER BY id'),
});

const aRow = (over: Record<string, string>): Record<string, string> => ({
  ZIPcode: '91367-1234',
  TaxRateArea_CITY: 'LOS ANGELES',
  RollYear: '2025',
  PropertyType: 'SFR',
  PropertyUseCode: '0100',
  GeneralUseType: 'Residential',
  SpecificUseType: 'Single Family Residence',
  YearBuilt: '1962',
  SQFTmain: '1840',
  Bedrooms: '4',
  Bathrooms: '2',
  Units: '1',
  RecordingDate: '20150605',
  LandValue: '$612,000',
  LandBaseYear: '2015',
  ImprovementValue: '$298,500',
  ImpBaseYear: '2015',
  TotalLandImpValue: '$910,500',
  HomeownersExemption: '$7,000',
  HouseNo: '22841',
  StreetName: 'VENTURA BLVD',
  City: 'WOODLAND HILLS CA',
  ZIPcode5: '91367',
  CENTER_LAT: '34.1681',
  CENTER_LON: '-118.6204',
  ...over,
});

describe('importRollFile: LA County layout A (yearly Assessor Parcels Data)', () => {
  it('keeps the latest roll year per parcel, maps every field, reports bad rows by line, and a re-import changes nothing', {
    timeout: 120_000,
  }, async () => {
    const file = writeCsv('la-parcels-2024-2025.csv', LAYOUT_A_COLUMNS, [
      aRow({
        AIN: '2039012015',
        RollYear: '2024',
        LandValue: '600000',
        ImprovementValue: '292600',
        TotalLandImpValue: '892600',
      }),
      aRow({ AIN: '2039012015' }),
      aRow({
        AIN: '2039-012-016',
        PropertyType: 'CND',
        PropertyUseCode: '010C',
        HouseNo: '5700',
        StreetDirection: 'W',
        StreetName: 'OWENSMOUTH AVE',
        UnitNo: '12',
        HouseFraction: '',
        Bedrooms: '2',
        Bathrooms: '2',
        SQFTmain: '1100',
        LandValue: '150000',
        ImprovementValue: '310000',
        TotalLandImpValue: '460000',
        LandBaseYear: '2019',
        ImpBaseYear: '2019',
        HomeownersExemption: '0',
        RecordingDate: '20190311',
      }),
      aRow({ AIN: '2039012017', PropertyType: 'C', PropertyUseCode: '1100', GeneralUseType: 'Commercial' }),
      aRow({ AIN: '20390120', HouseNo: '22843' }),
      aRow({ AIN: '2039012018', HouseNo: '0', StreetName: '', PropertyLocation: '' }),
      aRow({ AIN: '2039012019', HouseNo: '22845', RollYear: '', LandValue: '' }),
      aRow({
        AIN: '2039012020',
        HouseNo: '22847',
        TotalLandImpValue: '',
        LandValue: '',
        ImprovementValue: '',
      }),
      aRow({
        AIN: '2039012021',
        HouseNo: '',
        StreetName: '',
        PropertyLocation: '22849 VENTURA BLVD WOODLAND HILLS CA 91367',
      }),
    ]);
    const first = await importRollFile(database, file, 'la-assessor', { today });
    expect(first).toMatchObject({
      layout: 'LA County Assessor Parcels Data (yearly CSV)',
      rows: 9,
      propertiesCreated: 3,
      assessmentsWritten: 3,
      olderRollYears: 1,
      skippedCount: 5,
    });
    expect(first.skipped).toEqual([
      { kind: 'error', line: 5, reason: 'not a home: property type "C" (commercial)' },
      { kind: 'error', line: 6, reason: 'invalid AIN "20390120" (10 digits expected)' },
      { kind: 'error', line: 7, reason: 'no situs address' },
      { kind: 'error', line: 8, reason: 'missing roll year' },
      { kind: 'error', line: 9, reason: 'missing assessed value' },
    ]);

    const [home, ...older] = await assessmentOf('2039-012-015');
    expect(older).toEqual([]);
    expect(home).toMatchObject({
      street_number: '22841',
      street_name: 'VENTURA BLVD',
      unit: null,
      city: 'Woodland Hills',
      zip: '91367',
      county: 'la',
      property_type: 'single_family',
      beds: 4,
      baths: 2,
      living_sqft: 1840,
      year_built: 1962,
      lat: 34.1681,
      lon: -118.6204,
      property_source: 'la-assessor',
      property_file: 'la-parcels-2024-2025.csv',
      roll_year: 2025,
      land: 612_000,
      improvements: 298_500,
      total: 910_500,
      base_year: 2015,
      improvements_base_year: 2015,
      homeowners_exemption: 7000,
      recording_date: '2015-06-05',
      source: 'la-assessor',
      source_file: 'la-parcels-2024-2025.csv',
    });
    // Only the one-line situs: city, state and ZIP are taken off its end.
    expect((await assessmentOf('2039-012-021'))[0]).toMatchObject({
      street_number: '22849',
      street_name: 'VENTURA BLVD',
      city: 'Woodland Hills',
      total: 910_500,
    });
    const [condo] = await assessmentOf('2039-012-016');
    expect(condo).toMatchObject({
      street_name: 'W OWENSMOUTH AVE',
      unit: '12',
      property_type: 'condo',
      total: 460_000,
      base_year: 2019,
      recording_date: '2019-03-11',
    });
    // No price in LA's roll: the recording date is base-year information, never a sale.
    expect(await database.query('SELECT * FROM sales')).toEqual([]);

    const before = await snapshot();
    const again = await importRollFile(database, file, 'la-assessor', { today });
    expect(again).toMatchObject({
      propertiesCreated: 0,
      propertiesUpdated: 0,
      assessmentsWritten: 0,
      skippedCount: 5,
    });
    expect(await snapshot()).toEqual(before);

    // An older roll year imported later never replaces the newer one.
    const old = writeCsv('la-parcels-2023.csv', LAYOUT_A_COLUMNS, [
      aRow({ AIN: '2039012015', RollYear: '2023', TotalLandImpValue: '875000' }),
    ]);
    expect(await importRollFile(database, old, 'la-assessor', { today })).toMatchObject({
      olderRollYears: 1,
      assessmentsWritten: 0,
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('importRollFile: the latest roll year across batches', () => {
  it('a later year replaces the earlier one, an earlier year never replaces a later one', async () => {
    const file = writeCsv('la-multi-year.csv', LAYOUT_A_COLUMNS, [
      aRow({ AIN: '2040000001', HouseNo: '100', RollYear: '2023', TotalLandImpValue: '500000' }),
      aRow({ AIN: '2040000002', HouseNo: '102', RollYear: '2025', TotalLandImpValue: '720000' }),
      aRow({ AIN: '2040000001', HouseNo: '100', RollYear: '2024', TotalLandImpValue: '510000' }),
      aRow({ AIN: '2040000002', HouseNo: '102', RollYear: '2024', TotalLandImpValue: '700000' }),
      aRow({ AIN: '2040000001', HouseNo: '100', RollYear: '2025', TotalLandImpValue: '520200' }),
    ]);
    const report = await importRollFile(database, file, 'la-assessor', { today, batchSize: 1 });
    expect(report).toMatchObject({ propertiesCreated: 2, olderRollYears: 1, skippedCount: 0 });
    const years = async (apn: string) =>
      (await assessmentOf(apn)).map((a) => [a.roll_year, a.total, a.source_file]);
    expect(await years('2040-000-001')).toEqual([[2025, 520_200, 'la-multi-year.csv']]);
    expect(await years('2040-000-002')).toEqual([[2025, 720_000, 'la-multi-year.csv']]);
  });
});

describe('importRollFile: two parcels at one situs address', () => {
  it('the first keeps the address; the other is reported, in the file and in a later file', async () => {
    const file = writeCsv('la-shared-address.csv', LAYOUT_A_COLUMNS, [
      aRow({ AIN: '2041000001', HouseNo: '300', StreetName: 'MAIN ST' }),
      aRow({ AIN: '2041000002', HouseNo: '300', StreetName: 'MAIN STREET' }),
    ]);
    const report = await importRollFile(database, file, 'la-assessor', { today });
    expect(report).toMatchObject({ propertiesCreated: 1, skippedCount: 1 });
    expect(report.skipped).toEqual([
      {
        kind: 'error',
        line: 3,
        reason: 'situs address "300 MAIN ST 91367" already belongs to parcel "2041-000-001 (line 2)"',
      },
    ]);
    const later = writeCsv('la-shared-address-2.csv', LAYOUT_A_COLUMNS, [
      aRow({ AIN: '2041000003', HouseNo: '300', StreetName: 'MAIN ST' }),
    ]);
    const second = await importRollFile(database, later, 'la-assessor', { today });
    expect(second).toMatchObject({ propertiesCreated: 0, assessmentsWritten: 0, skippedCount: 1 });
    expect(second.skippedByReason).toEqual({ 'situs address already belongs to parcel': 1 });
    expect(await assessmentOf('2041-000-003')).toEqual([]);
  });
});

describe('importRollFile: LA County layouts B and C', () => {
  it('reads the Parcel Data Rolls table (epoch-millisecond recording dates, situs fields)', async () => {
    const columns = [
      'AIN',
      'RollYear',
      'PropertyLocation',
      'SitusHouseNo',
      'SitusFraction',
      'SitusDirection',
      'SitusStreet',
      'SitusUnit',
      'SitusCity',
      'SitusZIP5',
      'UseType',
      'UseCode',
      'YearBuilt',
      'SQFTmain',
      'Bedrooms',
      'Bathrooms',
      'Units',
      'Roll_TotalValue',
      'Roll_LandValue',
      'Roll_ImpValue',
      'Roll_LandBaseYear',
      'Roll_ImpBaseYear',
      'Roll_HomeOwnersExemp',
      'netTaxableValue',
      'RecordingDate',
      'totBuildingDataLines',
      'CENTER_LAT',
      'CENTER_LON',
    ];
    const file = writeCsv(
      'parcel-rolls.csv',
      columns,
      [
        {
          AIN: '4356017022',
          RollYear: '2025',
          SitusHouseNo: '1024',
          SitusFraction: '1/2',
          SitusDirection: 'N',
          SitusStreet: 'CURSON AVE',
          SitusCity: 'LOS ANGELES CA',
          SitusZIP5: '90046',
          UseType: 'Residential',
          UseCode: '0200',
          YearBuilt: '1928',
          SQFTmain: '2210',
          Bedrooms: '4',
          Bathrooms: '3',
          Units: '2',
          Roll_TotalValue: '1405000',
          Roll_LandValue: '1100000',
          Roll_ImpValue: '305000',
          Roll_LandBaseYear: '2021',
          Roll_ImpBaseYear: '2021',
          Roll_HomeOwnersExemp: '7000',
          RecordingDate: '1618531200000',
          CENTER_LAT: '34.0891',
          CENTER_LON: '-118.3532',
        },
        {
          AIN: '4356017023',
          RollYear: '2025',
          SitusHouseNo: '1030',
          SitusStreet: 'CURSON AVE',
          SitusCity: 'LOS ANGELES CA',
          SitusZIP5: '90046',
          UseType: 'Institutional',
          UseCode: '7100',
          Roll_TotalValue: '5',
          Roll_LandValue: '5',
          Roll_ImpValue: '0',
        },
      ],
      '|',
    );
    const report = await importRollFile(database, file, 'la-assessor', { today });
    expect(report).toMatchObject({
      layout: 'LA County Parcel Data Rolls (2021 to present)',
      rows: 2,
      propertiesCreated: 1,
      skipped: [{ line: 3, reason: 'not a home: use type "Institutional"' }],
    });
    const [duplex] = await assessmentOf('4356-017-022');
    expect(duplex).toMatchObject({
      street_number: '1024 1/2',
      street_name: 'N CURSON AVE',
      city: 'Los Angeles',
      property_type: 'multi_family',
      total: 1_405_000,
      land: 1_100_000,
      improvements: 305_000,
      base_year: 2021,
      homeowners_exemption: 7000,
      recording_date: '2021-04-16',
      source_file: 'parcel-rolls.csv',
    });
  });

  it('reads the monthly parcel layer (building line 1, SitusAddress with its unit)', async () => {
    const columns = [
      'AIN',
      'APN',
      'SitusFullAddress',
      'SitusAddress',
      'SitusCity',
      'SitusZIP',
      'TaxRateArea',
      'UseCode',
      'UseType',
      'UseDescription',
      'YearBuilt1',
      'YearBuilt2',
      'Units1',
      'Bedrooms1',
      'Bedrooms2',
      'Bathrooms1',
      'SQFTmain1',
      'SQFTmain2',
      'Roll_Year',
      'Roll_LandValue',
      'Roll_ImpValue',
      'Roll_HomeOwnersExemp',
      'Roll_LandBaseYear',
      'Roll_ImpBaseYear',
      'CENTER_LAT',
      'CENTER_LON',
    ];
    const file = writeCsv('parcels-monthly.csv', columns, [
      {
        AIN: '5555001044',
        APN: '5555-001-044',
        SitusFullAddress: '300 S GRAND AVE UNIT 1704 LOS ANGELES CA 90071',
        SitusAddress: '300 S GRAND AVE UNIT 1704',
        SitusCity: 'LOS ANGELES CA',
        SitusZIP: '90071-3109',
        UseCode: '010C',
        UseType: 'Residential',
        UseDescription: 'Condominium',
        YearBuilt1: '2008',
        YearBuilt2: '1990',
        Units1: '1',
        Bedrooms1: '1',
        Bedrooms2: '9',
        Bathrooms1: '1',
        SQFTmain1: '760',
        SQFTmain2: '9000',
        Roll_Year: '2025',
        Roll_LandValue: '120000',
        Roll_ImpValue: '480000',
        Roll_HomeOwnersExemp: '0',
        Roll_LandBaseYear: '2012',
        Roll_ImpBaseYear: '2012',
        CENTER_LAT: '34.0522',
        CENTER_LON: '-118.2500',
      },
    ]);
    const report = await importRollFile(database, file, 'la-assessor', { today });
    expect(report).toMatchObject({
      layout: 'LA County monthly parcel layer',
      propertiesCreated: 1,
      skippedCount: 0,
    });
    const [condo] = await assessmentOf('5555-001-044');
    expect(condo).toMatchObject({
      street_number: '300',
      street_name: 'S GRAND AVE',
      unit: '1704',
      zip: '90071',
      property_type: 'condo',
      beds: 1,
      living_sqft: 760,
      year_built: 2008,
      total: 600_000,
      base_year: 2012,
    });
  });

  it('refuses a file that is none of the layouts, naming the columns it lacks', async () => {
    const file = writeCsv(
      'not-a-roll.csv',
      ['AIN', 'Address', 'Value'],
      [{ AIN: '1', Address: 'x', Value: '1' }],
    );
    await expect(importRollFile(database, file, 'la-assessor', { today })).rejects.toThrow(ImportFileError);
    await expect(importRollFile(database, file, 'la-assessor', { today })).rejects.toThrow(
      /missing column\(s\) RollYear, LandValue, ImprovementValue/,
    );
  });
});

describe('importRollFile: the generic roll CSV (decision 117)', () => {
  it('imports any county by documented header names, gives a sale only with a price, and merges into a home a sales file made', async () => {
    // A home a sales file brought in first, without a parcel number.
    await database.query(
      `INSERT INTO properties (apn, apn_synthetic, street_number, street_name, city, zip, address_normalized, county,
         property_type, source) VALUES ('SYN-ABC', true, '41', 'ELM AVE', 'San Mateo', '94401', '41 ELM AVE', 'san_mateo',
         'single_family', 'redfin')`,
    );
    const columns = [
      'APN',
      'Roll_Year',
      'Street',
      'Unit',
      'City',
      'ZIP',
      'County',
      'Property_Type',
      'Land',
      'Improvements',
      'Total',
      'Base_Year',
      'Homeowners_Exemption',
      'Annual_Tax',
      'Beds',
      'Baths',
      'Living_Sqft',
      'Lot_Sqft',
      'Year_Built',
      'Recording_Date',
      'Sale_Price',
    ];
    const file = writeCsv('alameda-extract.csv', columns, [
      {
        APN: '048-5617-012',
        Roll_Year: '2025',
        Street: '1402 Oak Street',
        City: 'ALAMEDA',
        ZIP: '94501',
        Property_Type: 'single_family',
        Land: '350000',
        Improvements: '420000',
        Base_Year: '2016',
        Homeowners_Exemption: '7000',
        Annual_Tax: '9634',
        Beds: '3',
        Baths: '1.5',
        Living_Sqft: '1450',
        Lot_Sqft: '5000',
        Year_Built: '1908',
        Recording_Date: '2016-08-01',
        Sale_Price: '715000',
      },
      {
        APN: '033-111-040',
        Roll_Year: '2025',
        Street: '41 Elm Avenue',
        City: 'San Mateo',
        ZIP: '94401',
        County: 'San Mateo',
        Property_Type: 'Townhouse',
        Total: '880000',
        Recording_Date: '2020-02-02',
      },
      {
        APN: '099-1',
        Roll_Year: '2025',
        Street: '9 Pine St',
        City: 'Irvine',
        ZIP: '92618',
        Property_Type: 'condo',
        Total: '1',
      },
      {
        APN: '099-2',
        Roll_Year: '2025',
        Street: '11 Pine St',
        City: 'Alameda',
        ZIP: '94501',
        Property_Type: 'Vacant Land',
        Total: '1',
      },
    ]);
    const report = await importRollFile(database, file, 'roll-csv', { today });
    expect(report).toMatchObject({
      layout: 'generic roll CSV (decision 117)',
      propertiesCreated: 1,
      propertiesUpdated: 1,
      assessmentsWritten: 2,
      salesInserted: 1,
      skippedCount: 2,
    });
    expect(report.skipped.map((s) => [s.line, s.reason.replace(/:.*/, '')])).toEqual([
      [4, 'county not supported'],
      [5, 'unsupported property type "Vacant Land"'],
    ]);
    const [alameda] = await assessmentOf('048-5617-012');
    expect(alameda).toMatchObject({
      county: 'alameda',
      city: 'Alameda',
      street_name: 'Oak St',
      total: 770_000,
      annual_tax: 9634,
      baths: 1.5,
      source: 'roll-csv',
      property_source: 'roll-csv',
    });
    expect(
      await database.query(`SELECT sale_date::text AS d, price, source, source_file FROM sales`),
    ).toEqual([{ d: '2016-08-01', price: 715_000, source: 'roll-csv', source_file: 'alameda-extract.csv' }]);
    // The Redfin home took its real parcel number and its roll value; its source stays the sales file's.
    const [elm] = await database.query<Record<string, unknown>>(
      `SELECT p.apn, p.apn_synthetic, p.property_type, p.source, a.total FROM properties p
         JOIN assessments a ON a.property_id = p.id WHERE p.address_normalized = '41 ELM AVE'`,
    );
    expect(elm).toEqual({
      apn: '033-111-040',
      apn_synthetic: false,
      property_type: 'townhouse',
      source: 'redfin',
      total: 880_000,
    });

    const before = await snapshot();
    expect(await importRollFile(database, file, 'roll-csv', { today })).toMatchObject({
      propertiesCreated: 0,
      propertiesUpdated: 0,
      assessmentsWritten: 0,
      salesInserted: 0,
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('importRollFile: a NUL byte in a row (issue 49 item 11, decision 205)', () => {
  it('reports that row as bad with its line number and imports the rest', async () => {
    const columns = ['APN', 'Roll_Year', 'Street', 'City', 'ZIP', 'County', 'Property_Type', 'Total'];
    const row = (apn: string, street: string) => ({
      APN: apn,
      Roll_Year: '2025',
      Street: street,
      City: 'San Mateo',
      ZIP: '94401',
      County: 'San Mateo',
      Property_Type: 'single_family',
      Total: '900000',
    });
    const file = writeCsv('with-nul.csv', columns, [
      row('501-001-001', '1 Birch St'),
      row('501-001-002', '2 Birch\u0000St'),
      row('501-001-003', '3 Birch St'),
    ]);
    const report = await importRollFile(database, file, 'roll-csv', { today });
    expect(report).toMatchObject({ propertiesCreated: 2, assessmentsWritten: 2, skippedCount: 1 });
    expect(report.skipped).toEqual([{ kind: 'error', line: 3, reason: expect.stringContaining('NUL') }]);
  });
});

describe('roll field parsers', () => {
  it('writes AINs 4-3-3, reads recording dates in the county forms, and maps use codes', () => {
    expect(formatAin('2004001003')).toBe('2004-001-003');
    expect(formatAin('2004-001-003')).toBe('2004-001-003');
    expect(formatAin('200400100')).toBeNull();
    expect(parseRecordingDate('20150605')).toBe('2015-06-05');
    expect(parseRecordingDate('6/5/2015')).toBe('2015-06-05');
    expect(parseRecordingDate('1618531200000')).toBe('2021-04-16');
    expect(parseRecordingDate('631152000000')).toBe('1990-01-01');
    expect(parseRecordingDate('-157766400000')).toBe('1965-01-01');
    expect(parseRecordingDate('')).toBeNull();
    expect(laUseCodeType('0100')).toEqual({ type: 'single_family' });
    expect(laUseCodeType('010C')).toEqual({ type: 'condo' });
    expect(laUseCodeType('010D')).toEqual({ type: 'townhouse' });
    expect(laUseCodeType('0400')).toEqual({ type: 'multi_family' });
    expect(laUseCodeType('1100')).toEqual({ reason: 'not a home: use code "1100"' });
    expect(laUseCodeType('0800')).toEqual({ reason: 'not a home: use code "0800"' });
    expect(laUseCodeType('010V')).toEqual({ reason: 'not a home: use code "010V" (vacant land)' });
  });
});
