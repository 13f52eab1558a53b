import type { CompassData, ParsedAddress } from '@homie/contracts/properties';
import { formatCurrency } from '@homie/contracts/valuation';
import type { AssessmentRecord, LastSaleRecord, PropertyRecord } from './properties.repository.ts';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Lot size as a person reads it: square feet below an acre, acres above. */
export function lotSizeText(lotSqft: number | null): string | null {
  if (!lotSqft) return null;
  if (lotSqft >= 43_560) return `${(lotSqft / 43_560).toFixed(2)} acres`;
  return `${number.format(lotSqft)} sq ft`;
}

/** "CALISTOGA LN" → "Calistoga Ln"; text already in mixed case is kept. */
export function displayCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export function streetLine(property: Pick<PropertyRecord, 'streetNumber' | 'streetName'>): string {
  return `${property.streetNumber} ${displayCase(property.streetName)}`;
}

export function parsedAddressOf(property: PropertyRecord): ParsedAddress {
  return {
    street: streetLine(property),
    unit: property.unit ?? '',
    city: displayCase(property.city),
    state: property.state,
    zip: property.zip,
  };
}

/** The lookup's compass_data (spec §3): tax amounts as currency strings, everything else as numbers. */
export function compassDataOf(
  property: PropertyRecord,
  assessment: AssessmentRecord | null,
  lastSale: LastSaleRecord | null,
): CompassData {
  return {
    annual_tax: formatCurrency(assessment?.annualTax ?? null),
    apn: property.apn,
    assessed_value: assessment?.total ?? null,
    bathrooms: property.baths === null ? null : Number(property.baths),
    bedrooms: property.beds,
    improvements_assessment: assessment?.improvements ?? null,
    land_assessment: assessment?.land ?? null,
    last_sold_price: lastSale?.price ?? null,
    lot_size: lotSizeText(property.lotSqft),
    lot_sqft: property.lotSqft,
    property_type: property.propertyType,
    purchase_date: lastSale?.saleDate ?? null,
    purchase_price: lastSale?.price ?? null,
    square_footage: property.livingSqft,
    tax_year: assessment?.rollYear ?? null,
    total_assessment: formatCurrency(assessment?.total ?? null),
    year_built: property.yearBuilt,
    county: property.county,
    latitude: property.lat,
    longitude: property.lon,
  };
}
