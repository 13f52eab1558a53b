import { parseNumberText } from '@homie/contracts/number-format';
import type { PropertyType } from '@homie/contracts/property-types';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTextFields } from '../hooks/use-text-fields.ts';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import type { OwnerFacts } from '../api/run-analysis.ts';
import type { UserEnteredAddress } from '../stores/property-store.ts';
import { PropertyTypeSelect } from './property-type-select.tsx';

export const HOME_FACTS_TEXT = {
  heading: 'This address is not in our records yet',
  intro:
    'Tell us about your home and we will value it from recorded sales nearby. Your figures are used for this analysis only.',
  assessedLabel: 'Assessed value from your tax bill',
  whereOnBill:
    'Where to find it: on your annual secured property tax bill, in the box of assessed values (Land, Improvements, ' +
    'Exemptions), use the total before exemptions, often printed as "Total Assessed Value" or "Total Value" (the ' +
    '"Net Taxable Value" below it already takes off the $7,000 homeowners\' exemption). The Notice of Assessed Value ' +
    'the assessor mails each summer prints the same figure as your "Assessed Value".',
  orPurchase:
    'No bill at hand? Give the date and price you paid instead and we will estimate the assessed value under Prop 13 (labelled as an estimate).',
  submit: 'Value my home',
  needValue: 'Enter the assessed value from your bill, or the date and price you paid.',
} as const;

/** "$1,250,000" → 1250000; blank → null; anything else → NaN (the contract's one number reading). */
const number = (text: string): number | null => parseNumberText(text, { money: true });

interface HomeFactsFormProps {
  address: UserEnteredAddress;
  isLoading: boolean;
  onSubmit: (facts: OwnerFacts) => void;
}

/**
 * The facts of a home missing from the records (issue 14 item 2): its type and size, and the
 * assessed value from the tax bill (showing where it is printed) or the purchase for a Prop 13
 * estimate. The server validates every field again.
 */
export function HomeFactsForm({ address, isLoading, onSubmit }: HomeFactsFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { values, set, field } = useTextFields({
    propertyType: 'single_family' as PropertyType,
    sqft: '',
    beds: '',
    baths: '',
    yearBuilt: '',
    assessedValue: '',
    annualTax: '',
    purchaseDate: '',
    purchasePrice: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values | 'form', string>>>({});
  // The form replaces the result: move the focus to it so keyboard and screen-reader users land here.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const read = (field: keyof typeof values, label: string, min: number, max: number) => {
      const value = number(values[field]);
      if (value !== null && (Number.isNaN(value) || value < min || value > max))
        found[field] =
          `${label} must be a number between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}.`;
      return value === null || Number.isNaN(value) ? null : value;
    };
    const sqft = read('sqft', 'Living area', 100, 100_000);
    const beds = read('beds', 'Bedrooms', 0, 50);
    const baths = read('baths', 'Bathrooms', 0, 50);
    const yearBuilt = read('yearBuilt', 'Year built', 1800, new Date().getFullYear() + 1);
    const assessedValue = read('assessedValue', 'Assessed value', 1_000, 10_000_000_000);
    const annualTax = read('annualTax', 'Annual tax', 0, 1_000_000_000);
    const purchasePrice = read('purchasePrice', 'Purchase price', 1_000, 10_000_000_000);
    const purchaseDate = values.purchaseDate || null;
    if (sqft === null && !found.sqft) found.sqft = 'Enter the living area in square feet.';
    if (assessedValue === null && !found.assessedValue && (purchaseDate === null || purchasePrice === null))
      found.form = HOME_FACTS_TEXT.needValue;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      property_type: values.propertyType,
      sqft,
      beds,
      baths,
      year_built: yearBuilt,
      assessed_value: assessedValue,
      annual_tax: annualTax,
      purchase_date: assessedValue === null ? purchaseDate : null,
      purchase_price: assessedValue === null ? purchasePrice : null,
    });
  };

  const line = [address.street, address.unit && `#${address.unit}`, address.city, address.zipCode]
    .filter(Boolean)
    .join(', ');
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-white focus:outline-none"
        >
          {HOME_FACTS_TEXT.heading}
        </h3>
        <p className="text-sm text-teal-200">
          <span className="font-semibold text-white">{line}</span>. {HOME_FACTS_TEXT.intro}
        </p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Your home's facts">
        <div className="grid gap-4 sm:grid-cols-2">
          <PropertyTypeSelect
            value={values.propertyType}
            onChange={(e) => set('propertyType')(e.target.value)}
          />
          <TextField
            label="Living area (sq ft)"
            inputMode="numeric"
            markRequired
            {...field('sqft', errors.sqft)}
          />
          <TextField label="Bedrooms" inputMode="numeric" {...field('beds', errors.beds)} />
          <TextField label="Bathrooms" inputMode="decimal" {...field('baths', errors.baths)} />
          <TextField label="Year built" inputMode="numeric" {...field('yearBuilt', errors.yearBuilt)} />
        </div>
        <TextField
          label={HOME_FACTS_TEXT.assessedLabel}
          inputMode="numeric"
          placeholder="$"
          hint={HOME_FACTS_TEXT.whereOnBill}
          {...field('assessedValue', errors.assessedValue)}
        />
        <TextField
          label="Annual tax from your bill (optional)"
          inputMode="numeric"
          placeholder="$"
          hint="Without it, we estimate the tax from your county's typical rate and say so."
          {...field('annualTax', errors.annualTax)}
        />
        <p className="text-sm text-teal-200">{HOME_FACTS_TEXT.orPurchase}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Purchase date" type="date" {...field('purchaseDate')} />
          <TextField
            label="Purchase price"
            inputMode="numeric"
            placeholder="$"
            {...field('purchasePrice', errors.purchasePrice)}
          />
        </div>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <Button
          type="submit"
          size="lg"
          isLoading={isLoading}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {HOME_FACTS_TEXT.submit}
        </Button>
      </form>
    </section>
  );
}
