import { COUNTY_KEYS, type CountyKey } from '@homie/contracts/counties';
import { describe, expect, it } from 'vitest';
import { countyBoard } from './county-board.ts';
import { filingWindowFor } from './filing-window.ts';
import { nextSteps } from './next-steps.ts';

function fileStep(county: CountyKey) {
  const board = countyBoard(county);
  if (!board) throw new Error(`no board for ${county}`);
  const step = nextSteps(county, filingWindowFor(county, 2026), board, 'BOE-305-AH')[1];
  return { board, detail: step?.detail ?? '' };
}

describe('nextSteps: the fee and the board come from the sourced fact table (issue 16 item 6)', () => {
  it('says "check with the clerk" instead of an unsourced amount (LA "$46", Riverside "$30", San Mateo)', () => {
    for (const county of ['la', 'riverside', 'san_mateo'] as const) {
      const { detail } = fileStep(county);
      expect(detail, county).toMatch(/Check with the clerk of the board whether a processing fee applies/);
      expect(detail, county).not.toMatch(/\$\d/);
    }
  });

  it('says Ventura and Santa Clara charge no fee, and prints the sourced amounts elsewhere', () => {
    expect(fileStep('ventura').detail).toContain('Ventura County charges no filing fee.');
    expect(fileStep('santa_clara').detail).toContain('Santa Clara County charges no filing fee.');
    expect(fileStep('alameda').detail).toContain('A $50 processing fee');
    expect(fileStep('contra_costa').detail).toContain('A $40 processing fee');
    expect(fileStep('san_bernardino').detail).toContain('A $45 processing fee');
  });

  it.each(COUNTY_KEYS)('%s: mails to the board address of the table', async (county) => {
    const { board, detail } = fileStep(county);
    expect(detail).toContain(`${board.name}, ${board.address_lines.join(', ')}`);
  });
});
