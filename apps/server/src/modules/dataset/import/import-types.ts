/**
 * What the importers read from a sales file, one record at a time. `readSales()` yields these; the
 * backtest CLI and the database import both consume them.
 */
import type { CountyKey } from '@homie/contracts/counties';
import type { PropertyType } from '@homie/contracts/property-types';

export const IMPORT_FORMATS = ['redfin', 'zillow', 'reso'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One sold home, validated and normalised. */
export interface ImportedSale {
  kind: 'sale';
  /** Line of the file where the record starts (the header is line 1). */
  line: number;
  source: ImportFormat;
  /** Parcel number as the file gives it; when the file has none, a deterministic synthetic one. */
  apn: string;
  apnSynthetic: boolean;
  streetNumber: string;
  streetName: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  county: CountyKey;
  /** normalizeAddressKey() of the street line and unit: the key homes are matched by. */
  addressNormalized: string;
  lat: number | null;
  lon: number | null;
  propertyType: PropertyType;
  beds: number | null;
  baths: number | null;
  livingSqft: number | null;
  lotSqft: number | null;
  yearBuilt: number | null;
  /** 'YYYY-MM-DD' */
  saleDate: string;
  price: number;
  armsLength: boolean;
  /** Assessor figures when the file carries them (RESO TaxAssessedValue / TaxAnnualAmount). */
  assessment: { rollYear: number; total: number; annualTax: number | null } | null;
}

/** A record that could not be imported, and why. */
export interface ImportRowError {
  kind: 'error';
  line: number;
  reason: string;
}

/** The file as a whole cannot be read as the format (wrong delimiter, missing columns, unreadable). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}
