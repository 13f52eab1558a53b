import { normalizeAddressKey, normalizeZip } from '@homie/contracts/address';
import { detectCounty } from '@homie/contracts/county-detection';
import { formatDollars } from '@homie/contracts/valuation';
import type { leadRequestSchema } from '@homie/contracts/leads';
import { freeAssessmentYear } from '@homie/contracts/verdict';
import type { z } from 'zod';
import type { OperatorMailContext } from '#lib/operator-mail.ts';
import { setLeadCounty, upsertLead } from './leads.repository.ts';

export type ParsedLead = z.output<typeof leadRequestSchema>;

/** A figure the visitor was shown, or words where there was none (never "???", decision 221). */
const amountText = (value: number | null, words: string) => (value === null ? words : formatDollars(value));

/** The same home however it was typed: normalised street and unit, then the five-digit ZIP. */
export function leadAddressKey(address: ParsedLead['address']): string {
  const zip = normalizeZip(address.zipCode) ?? address.zipCode.trim().toUpperCase();
  return `${normalizeAddressKey(address.street, address.unit)}|${zip}`;
}

/** The lead's county from its city and ZIP (decision 101), or null outside the supported counties. */
export function leadCounty(address: ParsedLead['address']): string | null {
  const detected = detectCounty({ zip: address.zipCode, city: address.city });
  return detected.supported ? detected.county : null;
}

/** What the leads service works with, gathered once by leads.plugin.ts. */
export interface LeadsContext extends OperatorMailContext {
  /**
   * The roll year the owner was shown: the analysis job's when the sign-up names a stored one, else
   * the roll year being appealed today (what the result panel falls back to).
   */
  rollYearOf: (jobId: string | null) => Promise<number>;
  log?: { error: (o: object, m: string) => void };
}

/**
 * Stores a free assessment sign-up (one per email and address) and, the first time, tells the
 * operator by mail (in the background): through SMTP when configured, otherwise the mail waits in the
 * outbox (issue 19). `created` stays server-side; `year` is the assessment's (the one after the roll
 * year the owner was shown), for the confirmation.
 */
export async function signUpForAssessment(
  deps: LeadsContext,
  lead: ParsedLead,
  userId: string | null = null,
): Promise<{ id: string; created: boolean; year: number }> {
  const { address, result } = lead;
  const year = freeAssessmentYear(await deps.rollYearOf(result.job_id));
  const saved = await upsertLead(deps.database.db, {
    email: lead.email,
    emailLower: lead.email.toLowerCase(),
    phone: lead.phone,
    street: address.street,
    unit: address.unit,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    addressKey: leadAddressKey(address),
    jobId: result.job_id || null,
    result: { ...result },
    userId,
  });
  // Its county, for the operator area's filter (issue 19); on every submission, so a first sign-up
  // and a repeat one take the same time (decision 093).
  await setLeadCounty(deps.database, saved.id, leadCounty(address));
  if (saved.created) {
    const line = [address.street, address.unit, address.city, address.state, address.zipCode]
      .filter(Boolean)
      .join(', ');
    // Not awaited: a first sign-up must answer as fast as a repeat one (decision 093).
    void deps.mailer
      .send({
        to: deps.operatorAddress,
        subject: `Free ${year} assessment sign-up: ${line}`,
        text: [
          `Email: ${lead.email}`,
          `Phone: ${lead.phone}`,
          `Property: ${line}`,
          `Assessed value: ${amountText(result.assessed_value, 'not on record')}`,
          `Market value: ${amountText(result.market_value, 'not estimated')}`,
          `Saving shown: ${amountText(result.saving, 'not known')}`,
        ].join('\n'),
        userId,
      })
      .catch((err: unknown) => deps.log?.error({ err }, 'Could not tell the operator about a lead'));
  }
  return { ...saved, year };
}

// The leads module's public surface for other modules (decision 146): tests' setup.
export { upsertLead } from './leads.repository.ts';
