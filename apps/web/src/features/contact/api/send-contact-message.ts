import { useMutation } from '@tanstack/react-query';
import {
  CONTACT_API,
  CONTACT_STATUS,
  type ContactForm,
  contactFailureText,
  contactResponseSchema,
} from '@homie/contracts/contact';
import { apiFetch, readBody } from '#lib/api-client.ts';

export interface ContactMessage extends ContactForm {
  /** The honeypot's value: empty for people. */
  website: string;
}

/** POST /api/contact; resolves on success, rejects with the text the status line shows (spec §8). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch(CONTACT_API, { method: 'POST', body: message, timeoutMs: 15_000 });
  } catch {
    throw new Error(CONTACT_STATUS.failed);
  }
  const body = await readBody(response);
  const parsed = contactResponseSchema.safeParse(body);
  if (response.ok && parsed.success && parsed.data.success) return;
  throw new Error(contactFailureText(body));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
