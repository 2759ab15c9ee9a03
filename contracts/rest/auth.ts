import { z } from 'zod';
import { userResponseSchema } from './user.js';

const MAX_EMAIL = 254;
const MAX_PASSWORD = 200;
const MAX_NAME = 100;

/** Strings only: an operator object such as `{ "$ne": null }` is refused before anything else runs. */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/**
 * `POST /api/custom-login`: one form for sign-in and sign-up. Email and password are always required;
 * sign-up also needs a first and last name (spec 5). The password rules themselves belong to the users
 * service, which answers 400 when a new password is too weak.
 */
export const customLoginRequestSchema = z
  .object({
    email: text('Email', MAX_EMAIL).min(1, 'Email is required'),
    password: z
      .string({ error: 'Password must be text' })
      .min(1, 'Password is required')
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
    isSignUp: z.boolean({ error: 'isSignUp must be true or false' }).optional().default(false),
    firstName: text('First name', MAX_NAME).optional(),
    lastName: text('Last name', MAX_NAME).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.isSignUp) return;
    if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a valid email address' });
    }
    if (!value.firstName) {
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'First name is required' });
    }
    if (!value.lastName) {
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'Last name is required' });
    }
  });
export type CustomLoginRequest = z.input<typeof customLoginRequestSchema>;

export const customLoginResponseSchema = z.object({ user: userResponseSchema });
export type CustomLoginResponse = z.infer<typeof customLoginResponseSchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** Where the browser lands after third-party sign-in fails (the login page shows a notice). */
export const SIGN_IN_FAILED_REDIRECT = '/login?error=signin_failed';

/**
 * Where the browser lands when the provider has not confirmed the traveller's email (issue 18): the login
 * page says what to do. Such a sign-in links nothing and creates nothing.
 */
export const EMAIL_NOT_VERIFIED_REDIRECT = '/login?error=email_not_verified';
