import { useEffect, useId, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import type { OwnerFacts } from '../utils/run-analysis.ts';
import type { UserEnteredAddress } from '../stores/property-store.ts';
import type { HomeFactsFormInput } from '../utils/home-facts-form-schema.ts';
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

/**
 * Validates with the form's zod schema, which loads the first time the form validates rather than
 * with the page (decision 084: the landing page carries no schema library).
 */
const homeFactsResolver: Resolver<HomeFactsFormInput, unknown, OwnerFacts> = async (
  values,
  context,
  options,
) => (await import('../utils/home-facts-form-schema.ts')).homeFactsFormResolver(values, context, options);

const EMPTY_FACTS: HomeFactsFormInput = {
  propertyType: 'single_family',
  sqft: '',
  beds: '',
  baths: '',
  yearBuilt: '',
  assessedValue: '',
  annualTax: '',
  purchaseDate: '',
  purchasePrice: '',
};

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
  const form = useForm<HomeFactsFormInput, unknown, OwnerFacts>({
    resolver: homeFactsResolver,
    defaultValues: EMPTY_FACTS,
    // The messages are those of the last submit (the form checks on submit only).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  // The form replaces the result: move the focus to it so keyboard and screen-reader users land here.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = form.handleSubmit((facts) => onSubmit(facts));

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
          <PropertyTypeSelect {...form.register('propertyType')} />
          <TextField
            label="Living area (sq ft)"
            inputMode="numeric"
            markRequired
            error={errors.sqft?.message}
            {...form.register('sqft')}
          />
          <TextField
            label="Bedrooms"
            inputMode="numeric"
            error={errors.beds?.message}
            {...form.register('beds')}
          />
          <TextField
            label="Bathrooms"
            inputMode="decimal"
            error={errors.baths?.message}
            {...form.register('baths')}
          />
          <TextField
            label="Year built"
            inputMode="numeric"
            error={errors.yearBuilt?.message}
            {...form.register('yearBuilt')}
          />
        </div>
        <TextField
          label={HOME_FACTS_TEXT.assessedLabel}
          inputMode="numeric"
          placeholder="$"
          hint={HOME_FACTS_TEXT.whereOnBill}
          error={errors.assessedValue?.message}
          {...form.register('assessedValue')}
        />
        <TextField
          label="Annual tax from your bill (optional)"
          inputMode="numeric"
          placeholder="$"
          hint="Without it, we estimate the tax from your county's typical rate and say so."
          error={errors.annualTax?.message}
          {...form.register('annualTax')}
        />
        <p className="text-sm text-teal-200">{HOME_FACTS_TEXT.orPurchase}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Purchase date" type="date" {...form.register('purchaseDate')} />
          <TextField
            label="Purchase price"
            inputMode="numeric"
            placeholder="$"
            error={errors.purchasePrice?.message}
            {...form.register('purchasePrice')}
          />
        </div>
        {errors.root?.message && <Alert variant="error">{errors.root.message}</Alert>}
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
