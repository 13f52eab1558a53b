import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { PROPERTY_TYPES } from '@homie/contracts/property-types';
import { z } from 'zod';
import { groupDigits, parseNumberText } from '@homie/contracts/number-format';
import { DETAILS_LIMITS, type DetailsRule } from './details-form-rules.ts';

/** The rule an issue broke, kept on the issue so the form can say it in any language. */
const rule = (name: DetailsRule) => ({ params: { rule: name } });

/** A required number typed into a form field, with the field's own name in every message. */
const requiredNumber = (label: string, { min, max }: { min: number; max: number }, integer = false) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .transform((v) => parseNumberText(v) ?? Number.NaN)
    .refine((n) => Number.isFinite(n), {
      error: `${label} must be a number.`,
      abort: true,
      ...rule('number'),
    })
    .refine((n) => n >= min && n <= max, {
      error: `${label} must be between ${groupDigits(min)} and ${groupDigits(max)}.`,
      abort: true,
      ...rule('range'),
    })
    .refine((n) => !integer || Number.isInteger(n), {
      error: `${label} must be a whole number.`,
      ...rule('whole'),
    });

/**
 * The "Help us get it right" form (spec §3): living area, lot size, bedrooms and bathrooms are marked
 * required and are enforced here (the earlier version did not); all four property types are offered.
 */
export const detailsFormSchema = z.object({
  livingAreaSize: requiredNumber('Living area', DETAILS_LIMITS.livingAreaSize),
  lotSize: requiredNumber('Lot size', DETAILS_LIMITS.lotSize),
  bedrooms: requiredNumber('Bedrooms', DETAILS_LIMITS.bedrooms, true),
  bathrooms: requiredNumber('Bathrooms', DETAILS_LIMITS.bathrooms),
  propertyType: z.enum(PROPERTY_TYPES, { error: 'Choose a property type.' }),
  yearBuilt: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : Number(v)))
    .refine(
      (n) =>
        n === null ||
        (Number.isInteger(n) && n >= DETAILS_LIMITS.yearBuilt.min && n <= DETAILS_LIMITS.yearBuilt.max()),
      {
        error: `Year built must be a year between ${DETAILS_LIMITS.yearBuilt.min} and ${DETAILS_LIMITS.yearBuilt.max()}.`,
        ...rule('year'),
      },
    ),
  additionalNotes: z.string().max(DETAILS_LIMITS.additionalNotes.max, {
    error: `Notes must be at most ${groupDigits(DETAILS_LIMITS.additionalNotes.max)} characters.`,
  }),
});
export type DetailsFormInput = z.input<typeof detailsFormSchema>;
export type DetailsFormOutput = z.output<typeof detailsFormSchema>;

/**
 * The rule an issue broke: a refinement names its own (`params.rule`); zod's own checks are one per
 * kind here: an empty number field (too small), the notes' length (too big), the property type.
 */
function ruleOf(issue: z.core.$ZodIssue): DetailsRule {
  if (issue.code === 'custom') return (issue.params as { rule: DetailsRule }).rule;
  if (issue.code === 'too_small') return 'required';
  if (issue.code === 'too_big') return 'notesLength';
  return 'type';
}

/**
 * The form's resolver; details-form.tsx loads this file when the form first validates (decision 084).
 * Each field's first issue, its `type` the rule it broke (the form says it in the visitor's language).
 */
export const detailsFormResolver: Resolver<DetailsFormInput, unknown, DetailsFormOutput> = async (
  values,
  _context,
  options,
) => {
  const parsed = detailsFormSchema.safeParse(values);
  if (parsed.success) {
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    return { values: parsed.data, errors: {} };
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!errors[field]) errors[field] = { type: ruleOf(issue), message: issue.message };
  }
  return { values: {}, errors: toNestErrors<DetailsFormInput>(errors, options) };
};

export { labelToPropertyType, PROPERTY_TYPE_OPTIONS } from './property-type-options.ts';
