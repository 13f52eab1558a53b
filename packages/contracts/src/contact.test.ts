import { describe, expect, it } from 'vitest';
import { CONTACT_STATUS, contactFailureText, contactFormSchema, contactRequestSchema } from './contact.ts';

const valid = { name: 'Ana', email: 'ana@example.com', message: 'Hello there' };

function messageFor(
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('contact form', () => {
  it('accepts a filled form and trims it', () => {
    expect(contactFormSchema.parse({ ...valid, name: '  Ana ' }).name).toBe('Ana');
  });
  it.each([
    ['name', '', 'Name is required.'],
    ['name', '   ', 'Name is required.'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters.'],
    ['email', '', 'Email is required.'],
    ['email', 'not-an-email', 'Invalid email address.'],
    ['message', '', 'Message is required.'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters.'],
  ])('%s %j → %s', (field, value, message) => {
    expect(messageFor(contactFormSchema.safeParse({ ...valid, [field]: value }), field)).toBe(message);
  });
  it('reports missing fields with the required message', () => {
    expect(messageFor(contactFormSchema.safeParse({}), 'message')).toBe('Message is required.');
  });
});

describe('contact request', () => {
  it('accepts an empty or absent honeypot and refuses a filled one', () => {
    expect(contactRequestSchema.safeParse({ ...valid, website: '' }).success).toBe(true);
    expect(contactRequestSchema.safeParse(valid).success).toBe(true);
    expect(messageFor(contactRequestSchema.safeParse({ ...valid, website: 'http://spam' }), 'website')).toBe(
      'Leave the website field empty.',
    );
  });
  it('refuses extra fields and wrong types', () => {
    expect(contactRequestSchema.safeParse({ ...valid, access_key: 'k' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...valid, message: 42 }).success).toBe(false);
  });
  it('accepts emoji', () => {
    expect(contactRequestSchema.safeParse({ ...valid, message: 'Love it 🏡✨' }).success).toBe(true);
  });
});

describe('contact failure text', () => {
  it('uses the server message, else the spec default', () => {
    expect(contactFailureText({ success: false, message: 'Mail is down.' })).toBe('Mail is down.');
    expect(contactFailureText({ error: 'Too many messages.' })).toBe('Too many messages.');
    expect(contactFailureText(undefined)).toBe(CONTACT_STATUS.failed);
    expect(CONTACT_STATUS.failed).toBe('Failed to send message. Please try again.');
  });
});
