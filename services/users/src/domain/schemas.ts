import { onboardingInputSchema, profileInputSchema } from '@byway/contracts/rules';
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

/** The most common breached passwords (zxcvbn-ts's maintained list, ~30,000), compared case-insensitively. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

export const signUpInput = z.object({
  email,
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be at most 200 characters')
    .refine((password) => password.trim().length > 0, 'Password cannot be only spaces')
    .refine(
      (password) => !COMMON_PASSWORDS.has(password.toLowerCase()),
      'This password is too common and easy to guess: choose another',
    ),
  firstName: name('First name'),
  lastName: name('Last name'),
});

/** Sign-in checks shape only: any well-formed pair gets the same answer whether or not it matches. */
export const signInInput = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(254, 'Email is too long'),
  password: z.string().min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});

/**
 * The profile wizard's and onboarding's answers: the shared rules of contracts/rules (the schemas the REST
 * adapter parses PATCH /api/profile and POST /api/complete-onboarding with), so the same values are refused
 * with the same message whichever way they arrive.
 */
export const profileInput = profileInputSchema;
export const onboardingInput = onboardingInputSchema;

export const sessionIdInput = z.string().min(1).max(128);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

export const identityInput = z.object({
  issuer: z.string().trim().min(1).max(500),
  subject: z.string().trim().min(1).max(255),
  email,
  firstName: optionalText(100),
  lastName: optionalText(100),
  profileImageUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(1000)])
    .nullish()
    .transform((value) => value || undefined),
});
