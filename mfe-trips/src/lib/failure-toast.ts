import type { ToastInput } from './shell-contract';

/** The red toast of a failed action: its title, and the error's own words or `fallback`. */
export function failureToast(title: string, error: unknown, fallback = 'Please try again.'): ToastInput {
  return { title, description: error instanceof Error ? error.message : fallback, variant: 'destructive' };
}
