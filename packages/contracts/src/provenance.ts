/**
 * Where a number comes from (issue 14 item 1). Every property, sale and assessment row keeps the
 * producer that wrote it in `source`; the API reports the kind of producer, so a homeowner can
 * tell a county roll figure from an estimate or from the demo data.
 */
import { z } from 'zod';

/** The kinds of producer the API names (`compass_data.source`, each comparable's `source`). */
export const dataSourceKinds = ['demo', 'import', 'provider', 'owner', 'mls'] as const;
export const dataSourceKindSchema = z.enum(dataSourceKinds);
export type DataSourceKind = z.infer<typeof dataSourceKindSchema>;

/** What a stated assessed value rests on (`compass_data.assessed_value_basis`). */
export const assessedValueBases = ['roll', 'prop13_estimate', 'owner'] as const;
export const assessedValueBasisSchema = z.enum(assessedValueBases);
export type AssessedValueBasis = z.infer<typeof assessedValueBasisSchema>;

/** Producers stored in `source` columns, by kind. Importers name their format; providers their service. */
export const DEMO_SOURCE = 'demo';
export const OWNER_SOURCE = 'owner';
export const importSources = ['redfin', 'zillow', 'reso', 'la-assessor', 'roll-csv'] as const;
export const providerSources = ['rentcast'] as const;
/** The brokerage's MLS, synced through the RESO Web API (decision 232): its sales carry its attribution line. */
export const MLS_SOURCE = 'mls';

/** The kind of a stored `source` value. Anything unknown counts as an import (a file someone loaded). */
export function sourceKindOf(source: string): DataSourceKind {
  if (source === DEMO_SOURCE) return 'demo';
  if (source === OWNER_SOURCE) return 'owner';
  if (source === MLS_SOURCE) return 'mls';
  if ((providerSources as readonly string[]).includes(source)) return 'provider';
  return 'import';
}

/** True when a record is real data (anything but the demo generator). Real and demo never mix in one answer. */
export function isRealSource(source: string): boolean {
  return sourceKindOf(source) !== 'demo';
}
