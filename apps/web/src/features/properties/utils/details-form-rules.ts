import { maxYearBuilt } from '@homie/contracts/property-types';

/**
 * The details form's limits and the names of its rules, without zod (the form's schema loads when it
 * first validates, decision 084): the schema enforces them, the form shows a broken rule's message in
 * the visitor's language by the field and the rule (`details.error*`), never by reading the English.
 */
export const DETAILS_LIMITS = {
  livingAreaSize: { min: 100, max: 100_000 },
  lotSize: { min: 0, max: 100_000_000 },
  bedrooms: { min: 0, max: 50 },
  bathrooms: { min: 0, max: 50 },
  yearBuilt: { min: 1800, max: maxYearBuilt },
  additionalNotes: { max: 4000 },
} as const;

/** Which rule an issue broke: the `type` of the form's field error (details-form-schema.ts). */
export type DetailsRule = 'required' | 'number' | 'range' | 'whole' | 'type' | 'year' | 'notesLength';
