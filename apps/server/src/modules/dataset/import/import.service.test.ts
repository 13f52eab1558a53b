import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { createTestDatabase } from '../../../../test/helpers.ts';
import { readDatasetMeta } from '../dataset.repository.ts';
import { importSalesFile } from './import.service.ts';
import { ImportFileError } from './import-types.ts';
import { scratchDirAndDatabase } from './import.test-helpers.ts';
import { sharedDataFile } from './shared-data-files.ts';

let database: Database;
const dir = scratchDirAndDatabase('homie-import-', (made) => {
  database = made;
});

const RESO_HEADER =
  'ClosePrice,CloseDate,PropertySubType,BedroomsTotal,BathroomsTotalInteger,LivingArea,LotSizeSquareFeet,YearBuilt,UnparsedAddress,City,PostalCode,ParcelNumber,Latitude,Longitude,TaxAssessedValue,TaxAnnualAmount,TaxYear';
const write = (name: string, lines: string[]) => {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
};
const counts = async () => {
  const [row] = await database.query<{ p: number; s: number; a: number }>(
    'SELECT (SELECT count(*) FROM properties)::int AS p, (SELECT count(*) FROM sales)::int AS s, (SELECT count(*) FROM assessments)::int AS a',
  );
  return row;
};
const today = '2026-11-21';

describe('importSalesFile', () => {
  it('imports good rows, reports bad ones, and duplicates nothing when run twice', {
    timeout: 120_000,
  }, async () => {
    const file = write('reso-1.csv', [
      RESO_HEADER,
      '1100000,2025-03-14,SingleFamilyResidence,3,2,1500,6000,1955,"12 Oak Street, San Mateo, CA 94401",San Mateo,94401,041-111-001,37.56,-122.32,1020000,11800,2025',
      '1100000,2025-03-14,SingleFamilyResidence,3,2,1500,6000,1955,"12 Oak Street, San Mateo, CA 94401",San Mateo,94401,041-111-001,37.56,-122.32,1020000,11800,2025',
      '650000,2018-07-02,SingleFamilyResidence,3,2,1500,6000,1955,"12 Oak St, San Mateo, CA 94401",San Mateo,94401,041-111-001,37.56,-122.32,,,',
      '820000,2024-11-01,Condominium,2,2,1000,,1999,"40 Elm Ave #3, San Mateo, CA 94401",San Mateo,94401,,37.55,-122.31,,,',
      ',2024-11-01,Condominium,2,2,1000,,1999,"41 Elm Ave #3, San Mateo, CA 94401",San Mateo,94401,,37.55,-122.31,,,',
      '820000,not a date,Condominium,2,2,1000,,1999,"42 Elm Ave #3, San Mateo, CA 94401",San Mateo,94401,,37.55,-122.31,,,',
    ]);
    const first = await importSalesFile(database, file, 'reso', { today });
    expect(first).toMatchObject({
      rows: 6,
      salesInserted: 3,
      salesDuplicate: 1,
      propertiesCreated: 2,
      assessmentsUpserted: 1,
      skippedCount: 2,
      skipped: [
        { kind: 'error', line: 6, reason: 'missing price' },
        { kind: 'error', line: 7, reason: 'invalid sale date "not a date"' },
      ],
      skippedByReason: { 'missing price': 1, 'invalid sale date': 1 },
    });
    expect(await counts()).toEqual({ p: 2, s: 3, a: 1 });
    const [home] = await database.query<{
      apn: string;
      apn_synthetic: boolean;
      address_normalized: string;
      county: string;
    }>("SELECT apn, apn_synthetic, address_normalized, county FROM properties WHERE apn = '041-111-001'");
    expect(home).toEqual({
      apn: '041-111-001',
      apn_synthetic: false,
      address_normalized: '12 OAK ST',
      county: 'san_mateo',
    });
    const [assessment] = await database.query('SELECT roll_year, total, annual_tax, source FROM assessments');
    expect(assessment).toEqual({ roll_year: 2025, total: 1_020_000, annual_tax: 11_800, source: 'reso' });

    const second = await importSalesFile(database, file, 'reso', { today });
    expect(second).toMatchObject({
      salesInserted: 0,
      salesDuplicate: 4,
      propertiesCreated: 0,
      skippedCount: 2,
    });
    expect(await counts()).toEqual({ p: 2, s: 3, a: 1 });
    expect(await readDatasetMeta(database)).toMatchObject({
      demo: false,
      properties: 2,
      sales: 3,
      counties: ['san_mateo'],
    });
  });

  it('matches a known parcel number even under another address spelling, and fills in a synthetic APN', async () => {
    const file = write('reso-2.csv', [
      RESO_HEADER,
      '1300000,2026-02-01,SingleFamilyResidence,4,2,1650,6000,1955,"12 Oak Street Unit A, San Mateo, CA 94401",San Mateo,94401,041-111-001,,,,,',
      '830000,2025-12-01,Condominium,2,2,1000,,1999,"40 Elm Avenue Apt 3, San Mateo, CA 94401",San Mateo,94401,041-222-333,37.55,-122.31,,,',
    ]);
    const report = await importSalesFile(database, file, 'reso', { today });
    expect(report).toMatchObject({ salesInserted: 2, propertiesCreated: 0, propertiesUpdated: 2 });
    const homes = await database.query<{ apn: string; apn_synthetic: boolean; beds: number }>(
      'SELECT apn, apn_synthetic, beds FROM properties ORDER BY apn',
    );
    expect(homes).toEqual([
      { apn: '041-111-001', apn_synthetic: false, beds: 4 },
      { apn: '041-222-333', apn_synthetic: false, beds: 2 },
    ]);
  });

  it('imports nothing from a file of another format', async () => {
    const file = write('wrong.csv', ['a;b;c', '1;2;3']);
    await expect(importSalesFile(database, file, 'redfin', { today })).rejects.toThrow(ImportFileError);
    expect(await counts()).toEqual({ p: 2, s: 5, a: 1 });
  });
});

const redfinFile = sharedDataFile('sales/bayarea-redfin-2020.csv');
if (!redfinFile)
  console.warn('SKIP: ../shared/data/sales/bayarea-redfin-2020.csv is absent; real-file import test skipped');

describe.skipIf(!redfinFile)(
  'importing the real Redfin export (skipped when ../shared/data is absent)',
  () => {
    it('imports every good row once, keeps duplicates out on a second run', {
      timeout: 180_000,
    }, async () => {
      const { database: db, drop: dropDb } = await createTestDatabase();
      try {
        const first = await importSalesFile(db, redfinFile as string, 'redfin', { today });
        expect(first.rows).toBe(8791);
        expect(first.skippedCount).toBe(736);
        expect(first.salesInserted + first.salesDuplicate).toBe(8791 - 736);
        expect(first.salesDuplicate).toBeGreaterThan(150);
        const second = await importSalesFile(db, redfinFile as string, 'redfin', { today });
        expect(second.salesInserted).toBe(0);
        const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales');
        expect(row?.n).toBe(first.salesInserted);
      } finally {
        await dropDb();
      }
    });
  },
);
