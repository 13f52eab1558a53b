import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ANALYSIS_ERRORS } from './messages.ts';

const trimmed = z.string().trim();

/**
 * The address form (spec §2, §3): every field trimmed, the street required (as the lookup's
 * `lookupRequestSchema` requires an address); the lookup checks the rest again.
 */
export const addressFormSchema = z.object({
  street: trimmed.min(1, { error: ANALYSIS_ERRORS.streetRequired }),
  unit: trimmed,
  city: trimmed,
  state: trimmed,
  zipCode: trimmed,
});
export type AddressFormValues = z.output<typeof addressFormSchema>;

/** The form's resolver; address-form.tsx loads this file when the form first validates (decision 084). */
export const addressFormResolver = zodResolver(addressFormSchema);
