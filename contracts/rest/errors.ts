import { z } from 'zod';

/** Every non-OK answer of the REST adapter: a message for people, and for invalid input the issues found. */
export const errorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
export const NOT_FOUND_MESSAGE = 'Not found';
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';
