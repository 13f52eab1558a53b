/**
 * After an LA roll import, a home typed by its situs address shows the roll's values through the
 * API (issue 14 item 4): the lookup and the analysis both state the roll's assessed value as such.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { importRollFile } from './roll-import.service.ts';

const dir = mkdtempSync(join(tmpdir(), 'homie-roll-lookup-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ROLL_YEAR: '2025' });
  // Layout B (Parcel Data Rolls), tab-separated this time.
  const columns = [
    'AIN',
    'RollYear',
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
    'Roll_TotalValue',
    'Roll_LandValue',
    'Roll_ImpValue',
    'Roll_LandBaseYear',
    'Roll_ImpBaseYear',
    'Roll_HomeOwnersExemp',
    'RecordingDate',
    'CENTER_LAT',
    'CENTER_LON',
  ];
  const rows = [
    [
      '2039012015',
      '2024',
      '22841',
      '',
      '',
      'VENTURA BLVD',
      '',
      'WOODLAND HILLS CA',
      '91367',
      'Residential',
      '0100',
      '1962',
      '1840',
      '4',
      '2',
      '892600',
      '600000',
      '292600',
      '2015',
      '2015',
      '7000',
      '1433462400000',
      '34.1681',
      '-118.6204',
    ],
    [
      '2039012015',
      '2025',
      '22841',
      '',
      '',
      'VENTURA BLVD',
      '',
      'WOODLAND HILLS CA',
      '91367',
      'Residential',
      '0100',
      '1962',
      '1840',
      '4',
      '2',
      '910500',
      '612000',
      '298500',
      '2015',
      '2015',
      '7000',
      '1433462400000',
      '34.1681',
      '-118.6204',
    ],
  ];
  const file = join(dir, 'rolls.tsv');
  writeFileSync(file, `${[columns, ...rows].map((r) => r.join('\t')).join('\n')}\n`);
  const report = await importRollFile(t.database, file, 'la-assessor');
  expect(report).toMatchObject({ propertiesCreated: 1, skippedCount: 0 });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an LA home after the roll import', () => {
  it('is found by its situs address as people type it, with the roll values and their basis', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lookup_property',
      payload: { address: '22841 Ventura Boulevard, Woodland Hills, CA 91367' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data.compass_data;
    expect(data).toMatchObject({
      apn: '2039-012-015',
      source: 'import',
      assessed_value: 910_500,
      total_assessment: '$910,500',
      land_assessment: 612_000,
      improvements_assessment: 298_500,
      tax_year: 2025,
      assessed_value_basis: 'roll',
      bedrooms: 4,
      square_footage: 1840,
      year_built: 1962,
      county: 'la',
    });
    expect(data.assessed_value_note).toMatch(/Los Angeles County Assessor/);
    // LA's roll has no tax bill: the tax is the county-rate estimate of the roll value, labelled so.
    expect(data.annual_tax_basis).toBe('county_rate_estimate');
    expect(data.annual_tax).toMatch(/^\$\d{1,2},\d{3}$/);
  });

  it('the analysis takes the roll value as the assessed value', async () => {
    const run = await t.app.inject({
      method: 'POST',
      url: '/manual_analysis',
      payload: { street: '22841 Ventura Blvd', city: 'Woodland Hills', zip: '91367' },
    });
    expect(run.statusCode).toBe(200);
    const result = await t.app.inject({ method: 'GET', url: `/query_result?job_id=${run.json().job_id}` });
    expect(result.statusCode).toBe(200);
    expect(result.json().property_info).toMatchObject({
      apn: '2039-012-015',
      assessed_value: 910_500,
      total_assessment: '$910,500',
      assessed_value_basis: 'roll',
      source: 'import',
    });
  });
});
