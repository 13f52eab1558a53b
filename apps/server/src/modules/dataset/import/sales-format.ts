import type { PropertyType } from '@homie/contracts/property-types';
import type { RawSaleFields } from './sale-builder.ts';

/** How one export format names its columns and property types. */
export interface SalesFormat {
  /** For messages: "Redfin sold-homes export". */
  name: string;
  /** Header names that must all be present. */
  requiredColumns: readonly string[];
  /** Groups of which at least one header must be present. */
  requiredOneOf?: readonly (readonly string[])[];
  mapType(type: string): PropertyType | null;
  /** Reads the fields from a record, given a getter by header name (case-insensitive). */
  fields(get: (column: string) => string | undefined): RawSaleFields;
}
