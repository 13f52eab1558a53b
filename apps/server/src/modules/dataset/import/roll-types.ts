/**
 * What the roll importers read from an assessor roll, one parcel at a time (decisions 116, 117).
 * `readRoll()` yields these; `importRollFile()` writes them as properties and assessments.
 */
import type { PropertyType } from '@homie/contracts/property-types';
import type { ParcelRecord } from '#modules/properties/properties.plugin.ts';

/** Roll formats and the `source` value their records are stored with (contracts/provenance.ts). */
export const ROLL_FORMATS = ['la-assessor', 'roll-csv'] as const;
export type RollFormat = (typeof ROLL_FORMATS)[number];

export const isRollFormat = (value: string): value is RollFormat =>
  (ROLL_FORMATS as readonly string[]).includes(value);

/**
 * One parcel of one roll year, validated and normalised. `apn` is the county's parcel number (Los
 * Angeles AIN written 4-3-3: 2004-001-003).
 */
export type ImportedParcel = ParcelRecord & {
  kind: 'parcel';
  source: RollFormat;
};

/** Fields as text straight from a record; each layout fills what it has. */
export interface RawParcelFields {
  apn?: string;
  rollYear?: string;
  /** A whole street line ("1234 1/2 W Main St #5"), used when the parts are missing. */
  streetLine?: string;
  houseNumber?: string;
  houseFraction?: string;
  direction?: string;
  streetName?: string;
  unit?: string;
  city?: string;
  zip?: string;
  county?: string;
  /** The type as the roll names it (LA's SFR/CND/R-I, a use code, or a generic type word). */
  typeCode?: string;
  useCode?: string;
  useType?: string;
  beds?: string;
  baths?: string;
  sqft?: string;
  lotSqft?: string;
  yearBuilt?: string;
  land?: string;
  improvements?: string;
  total?: string;
  landBaseYear?: string;
  improvementsBaseYear?: string;
  homeownersExemption?: string;
  annualTax?: string;
  recordingDate?: string;
  salePrice?: string;
  lat?: string;
  lon?: string;
}

/** The type of a parcel's home, or why it is not a home we value. */
export type TypeDecision = { type: PropertyType } | { reason: string };

/** How one roll layout names its columns. */
export interface RollLayout {
  /** For messages: "LA County Assessor Parcels Data (yearly CSV)". */
  name: string;
  /** Header names that must all be present. */
  requiredColumns: readonly string[];
  /** Groups of which at least one header must be present. */
  requiredOneOf?: readonly (readonly string[])[];
  /** Reads the fields from a record, given a getter by header name (case-insensitive). */
  fields(get: (column: string) => string | undefined): RawParcelFields;
  propertyType(raw: RawParcelFields): TypeDecision;
}
