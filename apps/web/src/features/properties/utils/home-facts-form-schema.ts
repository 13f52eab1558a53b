import { zodResolver } from '@hookform/resolvers/zod';
import { parseNumberText } from '@homie/contracts/number-format';
import { propertyTypeSchema } from '@homie/contracts/properties';
import { z } from 'zod';
import type { OwnerFacts } from './run-analysis.ts';
import { HOME_FACTS_TEXT } from '../components/home-facts-form.tsx';
import {
  HOME_FACTS_NUMBER_FIELDS,
  type HomeFactsNumberField,
  homeFactsLimits,
} from './home-facts-form-rules.ts';

/** "$1,250,000" → 1250000; blank → null; anything else → NaN (the contract's one number reading). */
const number = (text: string): number | null => parseNumberText(text, { money: true });

const FIELDS = HOME_FACTS_NUMBER_FIELDS;
type NumberField = HomeFactsNumberField;
const ranges = homeFactsLimits;

const read = (text: string, [, min, max]: [string, number, number]) => {
  const value = number(text);
  const valid = value === null || (!Number.isNaN(value) && value >= min && value <= max);
  return { valid, value: value === null || Number.isNaN(value) ? null : value };
};

/**
 * The facts of a home missing from the records (issue 14 item 2), as typed: every number blank or
 * within its range, the living area required, and the assessed value or the purchase (date and
 * price) given; the form-wide message goes to `root`. The server validates every field again
 * (`analysisRequestSchema`).
 */
export const homeFactsFormSchema = z
  .object({
    propertyType: propertyTypeSchema,
    sqft: z.string(),
    beds: z.string(),
    baths: z.string(),
    yearBuilt: z.string(),
    assessedValue: z.string(),
    annualTax: z.string(),
    purchaseDate: z.string(),
    purchasePrice: z.string(),
  })
  .superRefine((values, context) => {
    const limits = ranges();
    const bad = new Set<NumberField>();
    for (const field of FIELDS) {
      const [label, min, max] = limits[field];
      if (read(values[field], limits[field]).valid) continue;
      bad.add(field);
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `${label} must be a number between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}.`,
      });
    }
    const value = (field: NumberField) => read(values[field], limits[field]).value;
    if (value('sqft') === null && !bad.has('sqft'))
      context.addIssue({ code: 'custom', path: ['sqft'], message: HOME_FACTS_TEXT.sqftRequired });
    if (
      value('assessedValue') === null &&
      !bad.has('assessedValue') &&
      (values.purchaseDate === '' || value('purchasePrice') === null)
    )
      context.addIssue({ code: 'custom', path: ['root'], message: HOME_FACTS_TEXT.needValue });
  })
  .transform((values): OwnerFacts => {
    const limits = ranges();
    const value = (field: NumberField) => read(values[field], limits[field]).value;
    const assessedValue = value('assessedValue');
    return {
      property_type: values.propertyType,
      sqft: value('sqft'),
      beds: value('beds'),
      baths: value('baths'),
      year_built: value('yearBuilt'),
      assessed_value: assessedValue,
      annual_tax: value('annualTax'),
      purchase_date: assessedValue === null ? values.purchaseDate || null : null,
      purchase_price: assessedValue === null ? value('purchasePrice') : null,
    };
  });
export type HomeFactsFormInput = z.input<typeof homeFactsFormSchema>;

/** The form's resolver; home-facts-form.tsx loads this file when the form first validates (decision 084). */
export const homeFactsFormResolver = zodResolver(homeFactsFormSchema);
