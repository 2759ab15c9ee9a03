import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';
import { theme } from './theme';

describe('LoadFailed', () => {
  it('is an alert saying what failed and what to do, with a button that asks again', () => {
    const retry = vi.fn(async () => undefined);
    render(
      <ThemeProvider theme={theme}>
        <LoadFailed title="We couldn't load the trip themes" retry={retry} />
      </ThemeProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: "We couldn't load the trip themes" })).toBeTruthy();
    expect(alert.textContent).toContain('Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed retry (the box stays) and takes its own hint and button text', async () => {
    const retry = vi.fn(async () => Promise.reject(new Error('offline')));
    render(
      <ThemeProvider theme={theme}>
        <LoadFailed title="Trip not loaded" hint="Sign in again." action="Reload" retry={retry} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Sign in again.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(retry).toHaveBeenCalled());
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
