import { describe, expect, it } from 'vitest';
import {
  AUTH_ERRORS,
  AUTH_MESSAGES,
  loginErrorText,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registrationErrorText,
  signInFormSchema,
  signUpFormSchema,
  refreshResponseSchema,
  sessionUserSchema,
} from './auth.ts';

/** The first message zod reports for a field. */
function messageFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const validSignUp = {
  email: 'ana@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  first_name: 'Ana',
  phone_number: '',
};

describe('sign in form', () => {
  it('accepts a valid email and password', () => {
    expect(signInFormSchema.safeParse({ email: ' ana@example.com ', password: 'secret1' }).data).toEqual({
      email: 'ana@example.com',
      password: 'secret1',
    });
  });
  it.each(['', 'ana', 'ana@', '@example.com', 'ana example@x.com'])('rejects email %j', (email) => {
    expect(messageFor(signInFormSchema.safeParse({ email, password: 'secret1' }), 'email')).toBe(
      'Invalid email address.',
    );
  });
  it('rejects a password under 6 characters', () => {
    expect(messageFor(signInFormSchema.safeParse({ email: 'a@b.co', password: '12345' }), 'password')).toBe(
      'Password must be at least 6 characters.',
    );
  });
});

describe('sign up form', () => {
  it('accepts a full form and an empty phone', () => {
    expect(signUpFormSchema.safeParse(validSignUp).success).toBe(true);
    expect(signUpFormSchema.safeParse({ ...validSignUp, phone_number: '4155550123' }).success).toBe(true);
  });
  it('gives every message of spec §5', () => {
    const cases: [Partial<typeof validSignUp>, string, string][] = [
      [{ email: 'nope' }, 'email', 'Invalid email address.'],
      [{ password: '123', confirmPassword: '123' }, 'password', 'Password must be at least 6 characters.'],
      [{ confirmPassword: '123' }, 'confirmPassword', 'Password must be at least 6 characters.'],
      [{ first_name: 'A' }, 'first_name', 'First name must be at least 2 characters.'],
      [{ first_name: '  A  ' }, 'first_name', 'First name must be at least 2 characters.'],
      [{ phone_number: '415555012' }, 'phone_number', 'Phone number must be 10 digits.'],
      [{ phone_number: '41555501234' }, 'phone_number', 'Phone number must be 10 digits.'],
      [{ phone_number: '415-555-012' }, 'phone_number', 'Phone number must be 10 digits.'],
      [{ confirmPassword: 'secret2' }, 'confirmPassword', "Passwords don't match"],
    ];
    for (const [patch, field, message] of cases) {
      expect(messageFor(signUpFormSchema.safeParse({ ...validSignUp, ...patch }), field), field).toBe(
        message,
      );
    }
  });
  it('caps very long input with a clear message', () => {
    const long = signUpFormSchema.safeParse({ ...validSignUp, first_name: 'x'.repeat(101) });
    expect(messageFor(long, 'first_name')).toBe(AUTH_MESSAGES.firstNameTooLong);
    const longPw = signUpFormSchema.safeParse({
      ...validSignUp,
      password: 'x'.repeat(129),
      confirmPassword: 'x'.repeat(129),
    });
    expect(messageFor(longPw, 'password')).toBe(AUTH_MESSAGES.passwordTooLong);
  });
});

describe('wire payloads', () => {
  it('login body is exactly {email, password}', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'secret1' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'secret1', admin: true }).success).toBe(
      false,
    );
    expect(loginRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 5, password: 'secret1' }).success).toBe(false);
  });
  it('register body nests the profile and defaults the phone to ""', () => {
    const parsed = registerRequestSchema.parse({
      email: 'a@b.co',
      password: 'secret1',
      profile: { first_name: 'Al' },
    });
    expect(parsed.profile.phone_number).toBe('');
    expect(
      registerRequestSchema.safeParse({
        email: 'a@b.co',
        password: 'secret1',
        profile: { first_name: 'Al', x: 1 },
      }).success,
    ).toBe(false);
    expect(
      messageFor(
        registerRequestSchema.safeParse({
          email: 'a@b.co',
          password: 'secret1',
          profile: { first_name: 'Al', phone_number: '12' },
        }),
        'profile.phone_number',
      ),
    ).toBe('Phone number must be 10 digits.');
  });
  it('login answer carries tokens, user id and email', () => {
    expect(
      loginResponseSchema.safeParse({ access: 'a', refresh: 'r', user_id: 'u1', email: 'a@b.co' }).success,
    ).toBe(true);
    expect(loginResponseSchema.safeParse({ access: 'a', user_id: 'u1', email: 'a@b.co' }).success).toBe(
      false,
    );
  });
  it('refresh and logout bodies', () => {
    expect(refreshRequestSchema.safeParse({ refresh: 'r' }).success).toBe(true);
    expect(refreshRequestSchema.safeParse({}).success).toBe(false);
    expect(logoutRequestSchema.safeParse({}).success).toBe(true);
    expect(logoutRequestSchema.safeParse({ refresh: 'r' }).success).toBe(true);
  });
});

describe('failure texts (spec §8)', () => {
  it('login uses the server error or "Invalid credentials"', () => {
    expect(loginErrorText({ error: 'Wrong email or password.' })).toBe('Wrong email or password.');
    expect(loginErrorText({})).toBe('Invalid credentials');
    expect(loginErrorText('<html>')).toBe(AUTH_ERRORS.loginFailed);
  });
  it('registration prefers the first email error', () => {
    expect(registrationErrorText({ email: ['A user with this email already exists.', 'x'] })).toBe(
      'Registration failed: A user with this email already exists.',
    );
    expect(registrationErrorText({ error: 'Too many attempts.' })).toBe('Too many attempts.');
    expect(registrationErrorText(null)).toBe('Registration failed');
  });
});

describe('sessionUserSchema (zod/mini: the first page reads the stored user with it, decision 151)', () => {
  it('accepts a stored user and refuses anything else', () => {
    const accepted: unknown[] = [
      { email: 'ana@example.com' },
      { user_id: 'u1', email: 'ana@example.com', first_name: 'Ana' },
    ];
    const refused: unknown[] = [
      { user_id: '', email: 'ana@example.com' },
      { user_id: 'x'.repeat(101), email: 'ana@example.com' },
      { user_id: 7, email: 'ana@example.com' },
      { email: 42 },
      { first_name: 'Ana' },
      { email: 'ana@example.com', first_name: null },
      null,
      'ana@example.com',
      [],
    ];
    for (const sample of accepted)
      expect(sessionUserSchema.parse(sample), JSON.stringify(sample)).toEqual(sample);
    for (const sample of refused)
      expect(sessionUserSchema.safeParse(sample).success, JSON.stringify(sample)).toBe(false);
  });

  it('keeps only the stored fields', () => {
    expect(sessionUserSchema.parse({ email: 'ana@example.com', role: 'operator' })).toEqual({
      email: 'ana@example.com',
    });
  });
});

describe('refreshResponseSchema (zod/mini, the refresh answer the first page reads)', () => {
  it('needs a non-empty access token; a rotated refresh token is optional and non-empty', () => {
    expect(refreshResponseSchema.parse({ access: 'a' })).toEqual({ access: 'a' });
    expect(refreshResponseSchema.parse({ access: 'a', refresh: 'r', extra: 1 })).toEqual({
      access: 'a',
      refresh: 'r',
    });
    for (const body of [{}, { access: '' }, { access: 'a', refresh: '' }, { access: 1 }, null])
      expect(refreshResponseSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});
