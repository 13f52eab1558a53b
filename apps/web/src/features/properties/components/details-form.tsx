import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextAreaField, TextField } from '#components/ui/field.tsx';
import { toast } from '#components/ui/toast.tsx';
import type { PropertyCorrections } from '../utils/run-analysis.ts';
import type { StoredPropertyInfo } from '../stores/property-store.ts';
import type { DetailsFormInput, DetailsFormOutput } from '../utils/details-form-schema.ts';
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
  /** Re-runs the analysis; resolves with an error message, or null when the result was updated. */
  onSubmit: (corrections: PropertyCorrections) => Promise<string | null>;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** "Help us get it right": the owner corrects the facts and the analysis runs again with them. */
export function DetailsForm({ propertyInfo, isLoading, onSubmit }: DetailsFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
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
    else toast.success('Your analysis was updated with your details.');
  });

  const disabled = !propertyInfo;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="details-title" className="grid gap-4">
      <h2 id="details-title" className="text-xl font-bold text-white">
        Help us get it right
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Living area (sq ft)"
          inputMode="decimal"
          markRequired
          required
          disabled={disabled}
          error={errors.livingAreaSize?.message}
          {...form.register('livingAreaSize')}
        />
        <TextField
          label="Lot size (sq ft)"
          inputMode="decimal"
          markRequired
          required
          disabled={disabled}
          error={errors.lotSize?.message}
          {...form.register('lotSize')}
        />
        <TextField
          label="Bedrooms"
          type="number"
          min={0}
          step={1}
          markRequired
          required
          disabled={disabled}
          error={errors.bedrooms?.message}
          {...form.register('bedrooms')}
        />
        <TextField
          label="Bathrooms"
          type="number"
          min={0}
          step={0.5}
          markRequired
          required
          disabled={disabled}
          error={errors.bathrooms?.message}
          {...form.register('bathrooms')}
        />
        <PropertyTypeSelect disabled={disabled} {...form.register('propertyType')} />
        <TextField
          label="Year built"
          inputMode="numeric"
          disabled={disabled}
          error={errors.yearBuilt?.message}
          {...form.register('yearBuilt')}
        />
      </div>
      <TextAreaField
        label="Additional notes"
        rows={4}
        disabled={disabled}
        hint="Anything an assessor should know: condition, needed repairs, a busy road…"
        error={errors.additionalNotes?.message}
        {...form.register('additionalNotes')}
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" isLoading={isLoading} disabled={disabled} className="justify-self-start">
        Update my analysis
      </Button>
    </form>
  );
}
