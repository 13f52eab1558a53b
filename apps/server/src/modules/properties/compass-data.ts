import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import { annualTax, estimateAssessedValue } from '@homie/contracts/prop13';
import type { AnnualTaxBasis, CompassData, ParsedAddress } from '@homie/contracts/properties';
import { type AssessedValueBasis, type DataSourceKind, sourceKindOf } from '@homie/contracts/provenance';
import { formatCurrency } from '@homie/contracts/valuation';
import { prop13NotePart, type ValueNotePart, valueNoteText } from '@homie/contracts/value-notes';
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
  /** The basis said in parts (worded in each language) and in English (`valueNoteText`). */
  noteParts: ValueNotePart[];
  note: string | null;
  annualTax: number | null;
  taxBasis: AnnualTaxBasis | null;
  taxNoteParts: ValueNotePart[];
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
  const noteParts: ValueNotePart[] = [];
  let land: number | null = null;
  let improvements: number | null = null;
  let taxYear: number | null = null;
  if (owner?.assessedValue != null) {
    assessedValue = owner.assessedValue;
    basis = 'owner';
    noteParts.push({ kind: 'enteredValue' });
    taxYear = rollYear;
  } else if (assessment) {
    assessedValue = assessment.total;
    basis = sourceKindOf(assessment.source) === 'owner' ? 'owner' : 'roll';
    land = assessment.land;
    improvements = assessment.improvements;
    taxYear = assessment.rollYear;
    noteParts.push(
      demo
        ? { kind: 'demo' }
        : basis === 'owner'
          ? { kind: 'ownerRecordValue' }
          : { kind: 'rollValue', rollYear: assessment.rollYear, source: assessment.source || null },
    );
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
      if (demo) noteParts.push({ kind: 'demo' });
      noteParts.push(prop13NotePart(estimate, Boolean(owner?.purchase)));
    }
  }
  let tax: number | null = null;
  let taxBasis: AnnualTaxBasis | null = null;
  const taxNoteParts: ValueNotePart[] = [];
  if (owner?.annualTax != null) {
    tax = owner.annualTax;
    taxBasis = 'roll';
    taxNoteParts.push({ kind: 'enteredTax' });
  } else if (assessment?.annualTax != null && (basis === 'roll' || assessedValue === assessment.total)) {
    tax = assessment.annualTax;
    taxBasis = 'roll';
    taxNoteParts.push(demo ? { kind: 'demo' } : { kind: 'billTax', rollYear: assessment.rollYear });
  } else if (assessedValue !== null) {
    const rate = countyRate(input.county);
    if (rate) {
      // The roll's homeowners' exemption comes off the value before the rate applies (R&T §218).
      const exemption = basis === 'roll' ? Math.max(0, assessment?.homeownersExemption ?? 0) : 0;
      tax = annualTax(Math.max(0, assessedValue - exemption), rate.rate);
      taxBasis = 'county_rate_estimate';
      if (demo) taxNoteParts.push({ kind: 'demo' });
      taxNoteParts.push({ kind: 'rateTax', exemption, countyName: rate.name, rate: rate.rate });
    }
  }
  return {
    assessedValue,
    land,
    improvements,
    taxYear,
    basis,
    noteParts,
    note: valueNoteText(noteParts),
    annualTax: tax,
    taxBasis,
    taxNoteParts,
    taxNote: valueNoteText(taxNoteParts),
  };
}

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
    ...statedProvenance(stated),
  };
}

/** Where the stated figures come from, as the API names it (compass_data and property_info alike). */
export function statedProvenance(stated: StatedValues) {
  return {
    assessed_value_basis: stated.basis,
    assessed_value_note: stated.note,
    assessed_value_note_parts: stated.noteParts,
    annual_tax_basis: stated.taxBasis,
    annual_tax_note: stated.taxNote,
    annual_tax_note_parts: stated.taxNoteParts,
  };
}
