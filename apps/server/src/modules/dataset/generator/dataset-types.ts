import type { CountyKey } from '@homie/contracts/counties';
import type { PropertyType } from '@homie/contracts/property-types';

/** One generated home, shaped like a `properties` row (source 'demo'). */
export interface GeneratedProperty {
  id: number;
  apn: string;
  streetNumber: string;
  streetName: string;
  unit: string | null;
  city: string;
  zip: string;
  addressNormalized: string;
  lat: number;
  lon: number;
  county: CountyKey;
  propertyType: PropertyType;
  beds: number;
  baths: number;
  livingSqft: number;
  lotSqft: number | null;
  yearBuilt: number;
  /** Place × neighbourhood × own quality, used by the value model; not stored. */
  locationQuality: number;
}

export interface GeneratedSale {
  propertyId: number;
  /** 'YYYY-MM-DD' */
  saleDate: string;
  price: number;
  armsLength: boolean;
}

export interface GeneratedAssessment {
  propertyId: number;
  rollYear: number;
  land: number;
  improvements: number;
  total: number;
  baseYear: number;
  baseValue: number;
  factoredBaseValue: number;
  annualTax: number;
  prop8: boolean;
}

/** One slice of the dataset (one ZIP code's homes), small enough to load in one go. */
export interface DatasetChunk {
  county: CountyKey;
  zip: string;
  properties: GeneratedProperty[];
  sales: GeneratedSale[];
  assessments: GeneratedAssessment[];
}
