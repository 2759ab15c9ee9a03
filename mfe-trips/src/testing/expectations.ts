// Assertions the remote's tests make again and again, said once.
import { screen, waitFor } from '@testing-library/react';
import { expect, type Mock } from 'vitest';

/** Each text is on screen (or within `scope`, e.g. `within(card)`). */
export function expectTexts(texts: readonly string[], scope: Pick<typeof screen, 'getByText'> = screen) {
  for (const text of texts) expect(scope.getByText(text)).toBeTruthy();
}

/** The shell was asked, in time, for the red toast with this title and description. */
export function expectErrorToast(notify: Mock, title: string, description: string): Promise<void> {
  return waitFor(() => expect(notify).toHaveBeenCalledWith({ title, description, variant: 'destructive' }));
}
