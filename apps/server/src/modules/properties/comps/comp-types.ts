import type { PropertyType } from '@homie/contracts/property-types';

/**
 * Whether a home's recorded lot size describes its own land (decision 203). A condo or a townhouse in
 * a common-interest development shares its land, and the records often give the whole complex's
 * parcel (a 760 sq ft townhouse on 13.5 acres): its lot says nothing about the unit, so the
 * similarity, the adjustments and the local regression all leave lot size out for both.
 */
export const lotDescribesTheHome = (type: PropertyType): boolean => type !== 'condo' && type !== 'townhouse';

/** The facts of the home being valued; unknown facts are null and simply not compared. */
export interface SubjectFacts {
  propertyId: number | null;
  propertyType: PropertyType;
  lat: number;
  lon: number;
  county: string;
  zip: string;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSqft: number | null;
  yearBuilt: number | null;
}

/** One recorded sale of a nearby property, as the repository hands it to the selection. */
export interface SaleCandidate {
  saleId: number;
  propertyId: number;
  address: string;
  city: string;
  zip: string;
  county: string;
  propertyType: PropertyType;
  lat: number;
  lon: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSqft: number | null;
  yearBuilt: number | null;
  price: number;
  /** Days since 1970-01-01 (UTC). */
  saleDay: number;
  /** The sale's producer ('demo', an import format, a provider, 'owner'), when read from the database. */
  source?: string;
  /** The home's APN where the records give a real one (decision 251); absent otherwise. */
  apn?: string;
}

/** One step of the widening search (domain.md: start close, widen step by step). */
export interface SearchStep {
  step: number;
  radiusMiles: number;
  /** Living area within ±this share of the subject's. */
  sqftTolerance: number;
  /** Year built within ±this many years; null = any. */
  yearTolerance: number | null;
  /** Bedrooms within ±this many; null = any. */
  bedsTolerance: number | null;
  /** Sold no earlier than this many months before the lien date. */
  monthsBeforeLien: number;
}

/** The time frame comps may come from: before the lien date, and no later than Mar 31 after it. */
export interface SaleWindow {
  lienDay: number;
  /** Last day a comp may have sold (Mar 31 of the roll year, or the day before the subject's sale in a backtest). */
  latestDay: number;
}

/** A chosen comparable with the facts that explain the choice. */
export interface SelectedComp {
  sale: SaleCandidate;
  distanceMiles: number;
  similarity: number;
  reasons: string[];
  /** The subject's own sale (R&T §110(b), decision 245). */
  ownSale: boolean;
}
