/**
 * What the importers read from a sales file, one record at a time. `readSales()` yields these; the
 * backtest CLI and the database import both consume them.
 */
import type { SaleRecord } from '#modules/properties/properties.plugin.ts';
import type { PropertyRow, SaleRow } from '#modules/properties/properties.schema.ts';

export const IMPORT_FORMATS = ['redfin', 'zillow', 'reso'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** Who a sale came from: a file's format, or `mls` for the RESO Web API sync (decision 232). */
export type SaleSource = ImportFormat | 'mls';

/**
 * One sold home, validated and normalised: what properties' sales writer takes (`SaleRecord`,
 * decision 243: assessor figures when the file carries them, RESO TaxAssessedValue / TaxAnnualAmount),
 * and where it came from. `apn` is the parcel number as the file gives it; when the
 * file has none, a deterministic synthetic one (`apnSynthetic`).
 */
export type ImportedSale = SaleRecord &
  Pick<PropertyRow, 'state'> & {
    kind: 'sale';
    /** Line of the file where the record starts (the header is line 1). */
    line: number;
    source: SaleSource;
    /** 'YYYY-MM-DD' */
    saleDate: SaleRow['saleDate'];
  };

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
