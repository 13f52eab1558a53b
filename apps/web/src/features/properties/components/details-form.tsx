import { useCallback, useState } from 'react';
import { type FieldError, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextAreaField, TextField } from '#components/ui/field.tsx';
import { toast } from '#components/ui/toast.tsx';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { AnalysisFailure } from '../hooks/use-property-analysis.ts';
import { usePropertyTypeNames } from '../hooks/use-property-type-names.ts';
import type { PropertyCorrections } from '../utils/run-analysis.ts';
import type { StoredPropertyInfo } from '../stores/property-store.ts';
import type { DetailsFormInput, DetailsFormOutput } from '../utils/details-form-schema.ts';
import { DETAILS_LIMITS, type DetailsRule } from '../utils/details-form-rules.ts';
import { PropertyTypeSelect } from './property-type-select.tsx';

/**
 * Validates with the form's zod schema, which loads the first time the form validates rather than
 * with the page (decision 084).
 */
const detailsResolver: Resolver<DetailsFormInput, unknown, DetailsFormOutput> = async (
  values,
  context,
  options,
) => (await import('../utils/details-form-schema.ts')).detailsFormResolver(values, context, options);

interface DetailsFormProps {
  propertyInfo: StoredPropertyInfo | null;
  isLoading: boolean;
  /** Re-runs the analysis; resolves with its failure, or null when the result was updated. */
  onSubmit: (corrections: PropertyCorrections) => Promise<AnalysisFailure | null>;
}

/** The numeric fields as their messages name them (`{field, select, …}` in `details.error*`). */
const NUMBER_FIELDS = {
  livingAreaSize: 'livingArea',
  lotSize: 'lotSize',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
} as const;

/**
 * A field's broken rule in the visitor's language, chosen by the field and the rule the schema names
 * (the error's `type`, details-form-schema.ts), never by reading its English; the limits are the
 * schema's own, formatted for the locale. English reads exactly as the schema's messages.
 */
function useFieldErrorText() {
  const { t, intl } = useI18n();
  return useCallback(
    (field: keyof DetailsFormInput, error: FieldError | undefined): string | undefined => {
      if (!error) return undefined;
      const rule = error.type as DetailsRule;
      if (field in NUMBER_FIELDS) {
        const name = NUMBER_FIELDS[field as keyof typeof NUMBER_FIELDS];
        const { min, max } = DETAILS_LIMITS[field as keyof typeof NUMBER_FIELDS];
        if (rule === 'required') return t('details.errorRequired', { field: name });
        if (rule === 'number') return t('details.errorNumber', { field: name });
        if (rule === 'whole') return t('details.errorWhole', { field: name });
        if (rule === 'range')
          return t('details.errorRange', {
            field: name,
            min: intl.formatNumber(min),
            max: intl.formatNumber(max),
          });
      }
      if (rule === 'type') return t('details.errorType');
      // A year is written without grouping in every language (1800, not 1,800).
      if (rule === 'year')
        return t('details.errorYear', {
          min: String(DETAILS_LIMITS.yearBuilt.min),
          max: String(DETAILS_LIMITS.yearBuilt.max()),
        });
      if (rule === 'notesLength')
        return t('details.errorNotesLength', { max: DETAILS_LIMITS.additionalNotes.max });
      return error.message;
    },
    [t, intl],
  );
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** "Help us get it right": the owner corrects the facts and the analysis runs again with them. */
export function DetailsForm({ propertyInfo, isLoading, onSubmit }: DetailsFormProps) {
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const typeNames = usePropertyTypeNames();
  const [failure, setFailure] = useState<AnalysisFailure | null>(null);
  const form = useForm<DetailsFormInput, unknown, DetailsFormOutput>({
    resolver: detailsResolver,
    values: {
      livingAreaSize: text(propertyInfo?.square_footage),
      lotSize: text(propertyInfo?.lot_sqft),
      bedrooms: text(propertyInfo?.bedrooms),
      bathrooms: text(propertyInfo?.bathrooms),
      propertyType: propertyInfo?.property_type ?? 'single_family',
      yearBuilt: text(propertyInfo?.year_built),
      additionalNotes: propertyInfo?.notes ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const error = await onSubmit({
      square_footage: values.livingAreaSize,
      lot_sqft: values.lotSize,
      bedrooms: values.bedrooms,
      bathrooms: values.bathrooms,
      property_type: values.propertyType,
      year_built: values.yearBuilt,
      notes: values.additionalNotes.trim(),
    });
    if (error) setFailure(error);
    else toast.success(t('details.updated'));
  });

  const disabled = !propertyInfo;
  // The API's own words in English; its code's message in another language, else the form's own.
  const failureText =
    failure &&
    (locale === 'en' || failure.code ? errorText(failure.message, failure.code) : t('details.updateFailed'));
  return (
    <form noValidate onSubmit={submit} aria-labelledby="details-title" className="grid gap-4">
      <h2 id="details-title" className="text-xl font-bold text-white">
        {t('details.formTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('details.livingArea')}
          inputMode="decimal"
          markRequired
          required
          disabled={disabled}
          error={fieldError('livingAreaSize', errors.livingAreaSize)}
          {...form.register('livingAreaSize')}
        />
        <TextField
          label={t('details.lotSize')}
          inputMode="decimal"
          markRequired
          required
          disabled={disabled}
          error={fieldError('lotSize', errors.lotSize)}
          {...form.register('lotSize')}
        />
        <TextField
          label={t('details.bedrooms')}
          type="number"
          min={0}
          step={1}
          markRequired
          required
          disabled={disabled}
          error={fieldError('bedrooms', errors.bedrooms)}
          {...form.register('bedrooms')}
        />
        <TextField
          label={t('details.bathrooms')}
          type="number"
          min={0}
          step={0.5}
          markRequired
          required
          disabled={disabled}
          error={fieldError('bathrooms', errors.bathrooms)}
          {...form.register('bathrooms')}
        />
        <PropertyTypeSelect
          label={t('details.propertyType')}
          names={typeNames}
          disabled={disabled}
          {...form.register('propertyType')}
        />
        <TextField
          label={t('details.yearBuilt')}
          inputMode="numeric"
          disabled={disabled}
          error={fieldError('yearBuilt', errors.yearBuilt)}
          {...form.register('yearBuilt')}
        />
      </div>
      <TextAreaField
        label={t('details.notes')}
        rows={4}
        disabled={disabled}
        hint={t('details.notesHint')}
        error={fieldError('additionalNotes', errors.additionalNotes)}
        {...form.register('additionalNotes')}
      />
      {failureText && <Alert variant="error">{failureText}</Alert>}
      <Button type="submit" isLoading={isLoading} disabled={disabled} className="justify-self-start">
        {t('details.update')}
      </Button>
    </form>
  );
}
