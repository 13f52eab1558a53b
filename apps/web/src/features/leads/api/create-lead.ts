import {
  LEAD_MESSAGES,
  LEADS_API,
  type LeadRequest,
  type LeadResponse,
  leadResponseSchema,
} from '@homie/contracts/leads';
import { useMutation } from '@tanstack/react-query';
import { ApiError, request, restated } from '#lib/api-client.ts';

/** POST /api/leads: stores the free 2026 assessment sign-up; rejects with the text to show. */
export async function createLead(lead: LeadRequest): Promise<LeadResponse> {
  try {
    return await request(LEADS_API, {
      method: 'POST',
      body: lead,
      schema: leadResponseSchema,
      timeoutMs: 15_000,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw error.kind === 'http' && error.status < 500 ? error : restated(error, LEAD_MESSAGES.failed);
  }
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
