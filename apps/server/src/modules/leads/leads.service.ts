import { normalizeAddressKey, normalizeZip } from '@homie/contracts/address';
import { formatCurrency } from '@homie/contracts/valuation';
import type { leadRequestSchema } from '@homie/contracts/leads';
import type { z } from 'zod';
import type { Database } from '#db/client.ts';
import type { Mailer } from '#lib/mailer.ts';
import { upsertLead } from './leads.repository.ts';

export type ParsedLead = z.output<typeof leadRequestSchema>;

/** The same home however it was typed: normalised street and unit, then the five-digit ZIP. */
export function leadAddressKey(address: ParsedLead['address']): string {
  const zip = normalizeZip(address.zipCode) ?? address.zipCode.trim().toUpperCase();
  return `${normalizeAddressKey(address.street, address.unit)}|${zip}`;
}

/**
 * Stores a free 2026 assessment sign-up (one per email and address) and, the first time, tells the
 * operator by mail when SMTP is configured (in the background). `created` stays server-side.
 */
export async function signUpForAssessment(
  deps: {
    database: Database;
    mailer: Mailer;
    operatorAddress: string;
    smtpConfigured: boolean;
    log?: { error: (o: object, m: string) => void };
  },
  lead: ParsedLead,
): Promise<{ id: string; created: boolean }> {
  const { address, result } = lead;
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
  });
  if (saved.created && deps.smtpConfigured) {
    const line = [address.street, address.unit, address.city, address.state, address.zipCode]
      .filter(Boolean)
      .join(', ');
    // Not awaited: a first sign-up must answer as fast as a repeat one (decision 093).
    void deps.mailer
      .send({
        to: deps.operatorAddress,
        subject: `Free 2026 assessment sign-up: ${line}`,
        text: [
          `Email: ${lead.email}`,
          `Phone: ${lead.phone}`,
          `Property: ${line}`,
          `Assessed value: ${formatCurrency(result.assessed_value)}`,
          `Market value: ${formatCurrency(result.market_value)}`,
          `Saving shown: ${formatCurrency(result.saving)}`,
        ].join('\n'),
      })
      .catch((err: unknown) => deps.log?.error({ err }, 'Could not tell the operator about a lead'));
  }
  return saved;
}
