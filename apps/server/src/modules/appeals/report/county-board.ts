import type { AppealBoard } from '@homie/contracts/appeals-report';
import type { CountyKey } from '@homie/contracts/counties';
import { COUNTY_FACT_SHEETS } from '@homie/contracts/county-facts';

/** Where a county's appeal applications go: the sourced county fact table (decision 101). */
export function countyBoard(county: CountyKey): AppealBoard | null {
  const board = COUNTY_FACT_SHEETS[county]?.board;
  if (!board) return null;
  const { name, address_lines, phone, website } = board.value;
  return { name, address_lines: [...address_lines], phone, website, verified: board.verified };
}
