import { readFileSync } from 'node:fs';
import { COUNTIES, COUNTY_KEYS } from '@homie/contracts/counties';
import { detectCounty } from '@homie/contracts/county-detection';
import { describe, expect, it } from 'vitest';
import { sharedDataFile } from './shared-data-files.ts';

// County detection (packages/contracts) checked against the real public data in ../shared/data.
const hudFile = sharedDataFile('reference/ca_zip_county_hud_2020q1_named.csv');
const salesFiles = ['sales/bayarea-redfin-2020.csv', 'sales/conejo-valley-zillow-2021-2024.csv'].map(
  sharedDataFile,
);
if (!hudFile) console.warn('SKIP: ../shared/data/reference/ca_zip_county_hud_2020q1_named.csv is absent');

describe.skipIf(!hudFile)('against the HUD crosswalk in ../shared/data (skipped when absent)', () => {
  it('gives every ZIP of the eight counties the county holding most of its residential addresses', () => {
    const byZip = new Map<string, { fips: string; res: number }[]>();
    for (const line of readFileSync(hudFile as string, 'utf8')
      .split(/\r?\n/)
      .slice(1)) {
      const [zip, fips, , res] = line.split(',');
      if (zip && fips) byZip.set(zip, [...(byZip.get(zip) ?? []), { fips: fips.slice(2), res: Number(res) }]);
    }
    const supported = new Map(COUNTY_KEYS.map((k) => [COUNTIES[k].fips.slice(2), k]));
    let checked = 0;
    for (const [zip, rows] of byZip) {
      const top = [...rows].sort((a, b) => b.res - a.res)[0];
      if (!top || top.res === 0) continue; // no residential address: nothing to appeal
      const key = supported.get(top.fips);
      const result = detectCounty({ zip });
      if (key) expect(result, zip).toMatchObject({ supported: true, county: key });
      else expect(result.supported, zip).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(2000);
  });
});

describe.skipIf(!salesFiles.every(Boolean))('against the real sales files (skipped when absent)', () => {
  it('detects a supported county for every sold home with a ZIP', () => {
    for (const file of salesFiles as string[]) {
      const lines = readFileSync(file, 'utf8').split(/\r?\n/).slice(1).filter(Boolean);
      const misses = lines.filter((line) => {
        const zip = /(?:^|,)(9\d{4})(?:-\d{4})?(?:,|$)/.exec(line)?.[1];
        return !zip || !detectCounty({ zip }).supported;
      });
      expect(misses.length / lines.length, file).toBeLessThan(0.002);
    }
  });
});
