import {
  onboardingInputSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  profileInputSchema,
} from '@byway/contracts/rules';
import { AppError, zodIssues } from '@byway/kit';
import { z } from 'zod';
import { passwordWeakness } from './password-strength.js';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

/** A new password: its length, then how guessable it is for this traveller (one owner: password-strength.ts). */
export const signUpInput = z
  .object({
    email,
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .refine((password) => password.trim().length > 0, 'Password cannot be only spaces'),
    firstName: name('First name'),
    lastName: name('Last name'),
  })
  .superRefine((value, ctx) => {
    // Zod runs this even when a field failed: only a password of an acceptable length is estimated.
    const { password } = value;
    if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return;
    if (password.length > PASSWORD_MAX_LENGTH) return;
    const personal = [value.email, value.firstName, value.lastName].map((part) =>
      typeof part === 'string' ? part : undefined,
    );
    const weakness = passwordWeakness(password, personal);
    if (weakness) ctx.addIssue({ code: 'custom', path: ['password'], message: weakness });
  });

/**
 * A sign-up as the traveller reads its refusal: each problem in plain words, one sentence after another,
 * never a field path ('password: ...'); the issues still name their fields for API clients.
 */
export function parseSignUp(input: unknown): z.output<typeof signUpInput> {
  const result = signUpInput.safeParse(input);
  if (result.success) return result.data;
  const issues = zodIssues(result.error);
  const sentences = [...new Set(issues.map((issue) => issue.message.trim()))].map((message) =>
    /[.!?]$/.test(message) ? message : `${message}.`,
  );
  throw AppError.badInput(sentences.join(' ') || 'Please check what you entered.', issues);
}

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
