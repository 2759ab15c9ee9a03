import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';
import { theme } from './theme';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value, range and value text', () => {
    render(
      <ThemeProvider theme={theme}>
        <ProgressBar label="Trip builder progress" value={40} valueText="Step 2 of 5" />
      </ThemeProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Trip builder progress' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 2 of 5');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%');
  });

  it('fills the share of its range, or the percent it is given', () => {
    render(
      <ThemeProvider theme={theme}>
        <ProgressBar label="Explorer progress" value={3} max={5} />
        <ProgressBar label="Rounded" value={1} max={3} percent={33} />
      </ThemeProvider>,
    );
    const explorer = screen.getByRole('progressbar', { name: 'Explorer progress' });
    expect((explorer.firstElementChild as HTMLElement).style.width).toBe('60%');
    expect(explorer.hasAttribute('aria-valuetext')).toBe(false);
    const rounded = screen.getByRole('progressbar', { name: 'Rounded' });
    expect((rounded.firstElementChild as HTMLElement).style.width).toBe('33%');
  });
});
