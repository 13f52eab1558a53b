import { useMutation } from '@tanstack/react-query';
import {
  CONTACT_API,
  CONTACT_STATUS,
  type ContactForm,
  contactFailureText,
  contactResponseSchema,
} from '@homie/contracts/contact';
import { ApiError, request, restated } from '#lib/api-client.ts';

export interface ContactMessage extends ContactForm {
  /** The honeypot's value: empty for people. */
  website: string;
}

/** POST /api/contact; resolves on success, rejects with the text the status line shows (spec §8). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  try {
    const answer = await request(CONTACT_API, {
      method: 'POST',
      body: message,
      timeoutMs: 15_000,
      schema: contactResponseSchema,
    });
    if (answer.success) return;
    throw new ApiError(contactFailureText(answer), 200, answer, { kind: 'invalid' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === 'http' || error.kind === 'invalid')
      throw restated(error, contactFailureText(error.body));
    throw restated(error, CONTACT_STATUS.failed);
  }
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
