import type { z } from 'zod';
import { AppError, type ErrorIssue } from './errors.js';

export function zodIssues(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message }));
}

/** Parses input at the edge; a failure becomes a 400 that lists what is wrong with which field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues = zodIssues(result.error);
    const summary = issues
      .map((i) => (i.path === '(root)' ? i.message : `${i.path}: ${i.message}`))
      .join('; ');
    throw AppError.badInput(summary || 'Invalid input', issues);
  }
  return result.data;
}
