/**
 * Contact Us: the form rules, the POST /api/contact payload and answer (spec §2, §3, §4, §8).
 * The spec's third-party access key is replaced by our own endpoint, so no key reaches the browser;
 * `website` is a honeypot that people never see and bots fill in.
 */
import { z } from 'zod';
import { EMAIL_MAX } from './auth.ts';
import { API_PATHS } from './routes.ts';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  emailRequired: 'Email is required.',
  invalidEmail: 'Invalid email address.',
  emailTooLong: 'Email must be at most 254 characters.',
  messageRequired: 'Message is required.',
  messageTooLong: 'Message must be at most 5000 characters.',
  honeypotFilled: 'Leave the website field empty.',
} as const;

/** The status line under the fields (spec §4, §8). */
export const CONTACT_STATUS = {
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
} as const;

/** The endpoint that replaces the spec's external form-submission provider. */
export const CONTACT_API = API_PATHS.contact.send;

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;

const contactFields = {
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.nameRequired })
    .max(CONTACT_NAME_MAX, { error: CONTACT_MESSAGES.nameTooLong }),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.emailRequired })
    .max(EMAIL_MAX, { error: CONTACT_MESSAGES.emailTooLong })
    .pipe(z.email({ error: CONTACT_MESSAGES.invalidEmail })),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.messageRequired })
    .max(CONTACT_MESSAGE_MAX, { error: CONTACT_MESSAGES.messageTooLong }),
};

/** The dialog's form (web). */
export const contactFormSchema = z.object(contactFields);
export type ContactForm = z.infer<typeof contactFormSchema>;

/** POST /api/contact body: the form plus the honeypot, which must be empty (or absent). */
export const contactRequestSchema = z.strictObject({
  ...contactFields,
  website: z.string().max(0, { error: CONTACT_MESSAGES.honeypotFilled }).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** POST /api/contact answer (also the shape of a failure, with success false). */
export const contactResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The text the dialog shows after a failed send: the server's message, or the spec's default. */
export function contactFailureText(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message && record.success === false)
      return record.message;
    if (typeof record.error === 'string' && record.error) return record.error;
  }
  return CONTACT_STATUS.failed;
}
