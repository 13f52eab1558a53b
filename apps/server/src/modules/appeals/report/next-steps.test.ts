import { COUNTY_KEYS, type CountyKey } from '@homie/contracts/counties';
import { describe, expect, it } from 'vitest';
import { findBoard } from '../appeals.repository.ts';
import { filingWindowFor } from './filing-window.ts';
import { nextSteps } from './next-steps.ts';

async function fileStep(county: CountyKey) {
  // findBoard reads the sourced county fact table; the database is not used (decision 101).
  const board = await findBoard(undefined as never, county);
  if (!board) throw new Error(`no board for ${county}`);
  const step = nextSteps(county, filingWindowFor(county, 2026), board, 'BOE-305-AH')[1];
  return { board, detail: step?.detail ?? '' };
}

describe('nextSteps: the fee and the board come from the sourced fact table (issue 16 item 6)', () => {
  it('says "check with the clerk" instead of an unsourced amount (LA "$46", Riverside "$30", San Mateo)', async () => {
    for (const county of ['la', 'riverside', 'san_mateo'] as const) {
      const { detail } = await fileStep(county);
      expect(detail, county).toMatch(/Check with the clerk of the board whether a processing fee applies/);
      expect(detail, county).not.toMatch(/\$\d/);
    }
  });

  it('says Ventura and Santa Clara charge no fee, and prints the sourced amounts elsewhere', async () => {
    expect((await fileStep('ventura')).detail).toContain('Ventura County charges no filing fee.');
    expect((await fileStep('santa_clara')).detail).toContain('Santa Clara County charges no filing fee.');
    expect((await fileStep('alameda')).detail).toContain('A $50 processing fee');
    expect((await fileStep('contra_costa')).detail).toContain('A $40 processing fee');
    expect((await fileStep('san_bernardino')).detail).toContain('A $45 processing fee');
  });

  it.each(COUNTY_KEYS)('%s: mails to the board address of the table', async (county) => {
    const { board, detail } = await fileStep(county);
    expect(detail).toContain(`${board.name}, ${board.address_lines.join(', ')}`);
  });
});
