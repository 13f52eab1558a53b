import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import { annualTax, estimateAssessedValue, prop13EstimateNote } from '@homie/contracts/prop13';
import type { AnnualTaxBasis, CompassData, ParsedAddress } from '@homie/contracts/properties';
import { type AssessedValueBasis, type DataSourceKind, sourceKindOf } from '@homie/contracts/provenance';
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
  const lower = text.toLowerCase();
  // Printable ASCII (every prediction's street and city, decision 186): a word starts after a space
  // or a hyphen; anything else goes through the expression, whose \s knows every Unicode space.
  let out = '';
  let from = 0;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c < 0x20 || c > 0x7e)
      return lower.replace(WORD_START, (_, sep: string, w: string) => sep + w.toUpperCase());
    const before = i === 0 ? 0x20 : lower.charCodeAt(i - 1);
    if (c >= 0x61 && c <= 0x7a && (before === 0x20 || before === 0x2d)) {
      out += lower.slice(from, i) + String.fromCharCode(c - 0x20);
      from = i + 1;
    }
  }
  return out + lower.slice(from);
}

const WORD_START = /(^|[\s-])([a-z])/g;

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

/** The assessed value and tax a homeowner is shown, each with what it rests on (issue 14 items 1 and 3). */
export interface StatedValues {
  assessedValue: number | null;
  land: number | null;
  improvements: number | null;
  taxYear: number | null;
  basis: AssessedValueBasis | null;
  note: string | null;
  annualTax: number | null;
  taxBasis: AnnualTaxBasis | null;
  taxNote: string | null;
}

export interface StatedValuesInput {
  /** Kind of producer of the property record (a demo home's figures are said to be demo data). */
  source: DataSourceKind;
  county: string;
  rollYear: number;
  assessment: AssessmentRecord | null;
  /** The last arm's-length sale before the next lien date: the Prop 13 base of an estimate. */
  baseSale: LastSaleRecord | null;
  /** The owner's figures from the bill or the purchase, which win over any record. */
  owner?: {
    assessedValue: number | null;
    annualTax: number | null;
    purchase: LastSaleRecord | null;
  };
}

const DEMO_NOTE = 'Demo data: a generated figure for a made-up home, not a county record.';

/** The county's typical rate (1% levy + voter debt), or null outside the supported counties. */
export function countyRate(county: string): { rate: number; name: string } | null {
  return isCountyKey(county) ? { rate: COUNTIES[county].typicalTaxRate, name: COUNTIES[county].name } : null;
}

/**
 * Which assessed value to state, in order: the owner's value from the bill, the roll's (import,
 * provider or demo), a Prop 13 estimate from the owner's purchase or the last arm's-length sale
 * (decision 120); the annual tax from the bill or the roll, else the county's typical rate × value.
 */
export function statedValues(input: StatedValuesInput): StatedValues {
  const { assessment, owner, rollYear } = input;
  const demo = input.source === 'demo';
  let assessedValue: number | null = null;
  let basis: AssessedValueBasis | null = null;
  let note: string | null = null;
  let land: number | null = null;
  let improvements: number | null = null;
  let taxYear: number | null = null;
  if (owner?.assessedValue != null) {
    assessedValue = owner.assessedValue;
    basis = 'owner';
    note = 'The assessed value you entered from your tax bill or assessment notice.';
    taxYear = rollYear;
  } else if (assessment) {
    assessedValue = assessment.total;
    basis = sourceKindOf(assessment.source) === 'owner' ? 'owner' : 'roll';
    land = assessment.land;
    improvements = assessment.improvements;
    taxYear = assessment.rollYear;
    note = demo
      ? DEMO_NOTE
      : basis === 'owner'
        ? 'The assessed value the owner entered from the tax bill.'
        : `The county roll's value for ${assessment.rollYear}${assessment.source ? ` (${sourceLabel(assessment.source)})` : ''}.`;
  } else {
    const purchase = owner?.purchase ?? input.baseSale;
    if (purchase) {
      const estimate = estimateAssessedValue({
        basePrice: purchase.price,
        baseDate: purchase.saleDate,
        rollYear,
      });
      assessedValue = estimate.value;
      basis = 'prop13_estimate';
      taxYear = rollYear;
      note = `${demo ? `${DEMO_NOTE} ` : ''}${prop13EstimateNote(estimate, Boolean(owner?.purchase))}`;
    }
  }
  let tax: number | null = null;
  let taxBasis: AnnualTaxBasis | null = null;
  let taxNote: string | null = null;
  if (owner?.annualTax != null) {
    tax = owner.annualTax;
    taxBasis = 'roll';
    taxNote = 'The annual tax you entered from your bill.';
  } else if (assessment?.annualTax != null && (basis === 'roll' || assessedValue === assessment.total)) {
    tax = assessment.annualTax;
    taxBasis = 'roll';
    taxNote = demo ? DEMO_NOTE : `The county's tax bill for ${assessment.rollYear}.`;
  } else if (assessedValue !== null) {
    const rate = countyRate(input.county);
    if (rate) {
      // The roll's homeowners' exemption comes off the value before the rate applies (R&T §218).
      const exemption = basis === 'roll' ? Math.max(0, assessment?.homeownersExemption ?? 0) : 0;
      tax = annualTax(Math.max(0, assessedValue - exemption), rate.rate);
      taxBasis = 'county_rate_estimate';
      taxNote =
        `${demo ? `${DEMO_NOTE} ` : ''}Estimate: the assessed value${exemption > 0 ? ` less the homeowners' exemption of ${formatCurrency(exemption)}` : ''} × ${rate.name} County's typical rate of ` +
        `${(rate.rate * 100).toFixed(2)}% (1% levy plus voter-approved debt); your bill's rate and fixed charges may differ.`;
    }
  }
  return { assessedValue, land, improvements, taxYear, basis, note, annualTax: tax, taxBasis, taxNote };
}

const SOURCE_LABELS: Record<string, string> = {
  redfin: 'from an imported Redfin export',
  zillow: 'from an imported Zillow export',
  reso: 'from an imported RESO export',
  'la-assessor': "from the Los Angeles County Assessor's roll",
  'roll-csv': 'from an imported county roll',
  rentcast: 'from RentCast property records',
  mls: "from the brokerage's MLS",
};
const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? `from ${source}`;

/** The lookup's compass_data (spec §3): tax amounts as currency strings, everything else as numbers. */
export function compassDataOf(
  property: PropertyRecord,
  stated: StatedValues,
  lastSale: LastSaleRecord | null,
): CompassData {
  return {
    annual_tax: formatCurrency(stated.annualTax),
    apn: property.apn,
    assessed_value: stated.assessedValue,
    bathrooms: property.baths === null ? null : Number(property.baths),
    bedrooms: property.beds,
    improvements_assessment: stated.improvements,
    land_assessment: stated.land,
    last_sold_price: lastSale?.price ?? null,
    lot_size: lotSizeText(property.lotSqft),
    lot_sqft: property.lotSqft,
    property_type: property.propertyType,
    purchase_date: lastSale?.saleDate ?? null,
    purchase_price: lastSale?.price ?? null,
    square_footage: property.livingSqft,
    tax_year: stated.taxYear,
    total_assessment: formatCurrency(stated.assessedValue),
    year_built: property.yearBuilt,
    county: property.county,
    latitude: property.lat,
    longitude: property.lon,
    source: sourceKindOf(property.source),
    assessed_value_basis: stated.basis,
    assessed_value_note: stated.note,
    annual_tax_basis: stated.taxBasis,
    annual_tax_note: stated.taxNote,
  };
}
