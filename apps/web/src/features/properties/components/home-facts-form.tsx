import { useEffect, useId, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useArea, useI18n } from '#lib/i18n/i18n.tsx';
import { usePropertyTypeNames } from '../hooks/use-property-type-names.ts';
import { type HomeFactsNumberField, homeFactsLimits } from '../utils/home-facts-form-rules.ts';
import type { OwnerFacts } from '../utils/run-analysis.ts';
import type { UserEnteredAddress } from '../stores/property-store.ts';
import type { HomeFactsFormInput } from '../utils/home-facts-form-schema.ts';
import { PropertyTypeSelect } from './property-type-select.tsx';

/**
 * The form's English as the specification and the schema's messages say it: the screen reads the
 * `analysis` catalogue (decision 262), whose English analysis.languages.test holds equal to these.
 */
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
  sqftRequired: 'Enter the living area in square feet.',
} as const;

// R&T §218: the homeowners' exemption takes $7,000 off the assessed value of an owner's principal
// home (checked 2026-12-03); the bill's "Net Taxable Value" is after it.
const HOMEOWNERS_EXEMPTION = 7_000;

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
 * estimate. The server validates every field again. Its words are the `analysis` area's and the
 * property types' and field names `details`' (decision 262): /analysis loads both with its route,
 * `/` when its lookup misses (landing.tsx); until they are here, a spinner.
 */
export function HomeFactsForm(props: HomeFactsFormProps) {
  const { t } = useI18n();
  const analysisReady = useArea('analysis');
  const detailsReady = useArea('details');
  if (!analysisReady || !detailsReady)
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner label={t('layout.loading')} className="size-8 text-mint-300" />
      </div>
    );
  return <HomeFactsFields {...props} />;
}

function HomeFactsFields({ address, isLoading, onSubmit }: HomeFactsFormProps) {
  const { t, money, intl } = useI18n();
  const typeNames = usePropertyTypeNames();
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
  /** A number's message by its rule, not its English: the living area missing, else out of its range. */
  const numberError = (field: HomeFactsNumberField): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (field === 'sqft' && error.message === HOME_FACTS_TEXT.sqftRequired)
      return t('analysis.facts.sqftRequired');
    const [, min, max] = homeFactsLimits()[field];
    return t('analysis.facts.range', { field, min: intl.formatNumber(min), max: intl.formatNumber(max) });
  };
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
          {t('analysis.facts.heading')}
        </h3>
        <p className="text-sm text-teal-200">
          <span className="font-semibold text-white">{line}</span>. {t('analysis.facts.intro')}
        </p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('analysis.facts.form')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PropertyTypeSelect
            label={t('details.propertyType')}
            names={typeNames}
            {...form.register('propertyType')}
          />
          <TextField
            label={t('details.livingArea')}
            inputMode="numeric"
            markRequired
            error={numberError('sqft')}
            {...form.register('sqft')}
          />
          <TextField
            label={t('details.bedrooms')}
            inputMode="numeric"
            error={numberError('beds')}
            {...form.register('beds')}
          />
          <TextField
            label={t('details.bathrooms')}
            inputMode="decimal"
            error={numberError('baths')}
            {...form.register('baths')}
          />
          <TextField
            label={t('details.yearBuilt')}
            inputMode="numeric"
            error={numberError('yearBuilt')}
            {...form.register('yearBuilt')}
          />
        </div>
        <TextField
          label={t('analysis.facts.assessedLabel')}
          inputMode="numeric"
          placeholder="$"
          hint={t('analysis.facts.whereOnBill', { exemption: money(HOMEOWNERS_EXEMPTION) })}
          error={numberError('assessedValue')}
          {...form.register('assessedValue')}
        />
        <TextField
          label={t('analysis.facts.annualTaxLabel')}
          inputMode="numeric"
          placeholder="$"
          hint={t('analysis.facts.annualTaxHint')}
          error={numberError('annualTax')}
          {...form.register('annualTax')}
        />
        <p className="text-sm text-teal-200">{t('analysis.facts.orPurchase')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('analysis.facts.purchaseDate')}
            type="date"
            {...form.register('purchaseDate')}
          />
          <TextField
            label={t('analysis.facts.purchasePrice')}
            inputMode="numeric"
            placeholder="$"
            error={numberError('purchasePrice')}
            {...form.register('purchasePrice')}
          />
        </div>
        {errors.root?.message && <Alert variant="error">{t('analysis.facts.needValue')}</Alert>}
        <Button
          type="submit"
          size="lg"
          isLoading={isLoading}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {t('analysis.facts.submit')}
        </Button>
      </form>
    </section>
  );
}
