import { zodResolver } from '@hookform/resolvers/zod';
import { maxYearBuilt } from '@homie/contracts/property-types';
import { PROPERTY_TYPES } from '@homie/contracts/property-types';
import { z } from 'zod';
import { groupDigits, parseNumberText } from '@homie/contracts/number-format';

/** A required number typed into a form field, with the field's own name in every message. */
const requiredNumber = (label: string, min: number, max: number, integer = false) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .transform((v) => parseNumberText(v) ?? Number.NaN)
    .refine((n) => Number.isFinite(n), { error: `${label} must be a number.`, abort: true })
    .refine((n) => n >= min && n <= max, {
      error: `${label} must be between ${groupDigits(min)} and ${groupDigits(max)}.`,
      abort: true,
    })
    .refine((n) => !integer || Number.isInteger(n), { error: `${label} must be a whole number.` });

/**
 * The "Help us get it right" form (spec §3): living area, lot size, bedrooms and bathrooms are marked
 * required and are enforced here (the earlier version did not); all four property types are offered.
 */
export const detailsFormSchema = z.object({
  livingAreaSize: requiredNumber('Living area', 100, 100_000),
  lotSize: requiredNumber('Lot size', 0, 100_000_000),
  bedrooms: requiredNumber('Bedrooms', 0, 50, true),
  bathrooms: requiredNumber('Bathrooms', 0, 50),
  propertyType: z.enum(PROPERTY_TYPES, { error: 'Choose a property type.' }),
  yearBuilt: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((n) => n === null || (Number.isInteger(n) && n >= 1800 && n <= maxYearBuilt()), {
      error: `Year built must be a year between 1800 and ${maxYearBuilt()}.`,
    }),
  additionalNotes: z.string().max(4000, { error: 'Notes must be at most 4,000 characters.' }),
});
export type DetailsFormInput = z.input<typeof detailsFormSchema>;
export type DetailsFormOutput = z.output<typeof detailsFormSchema>;

/** The form's resolver; details-form.tsx loads this file when the form first validates (decision 084). */
export const detailsFormResolver = zodResolver(detailsFormSchema);

export { labelToPropertyType, PROPERTY_TYPE_OPTIONS } from './property-type-options.ts';
