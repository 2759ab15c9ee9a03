import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio } from './contrast';
import { PhotoWithFallback } from './photo-with-fallback';
import { theme } from './theme';

const renderPhoto = (alt: string, src: string | null = 'https://photos.example/half-dome.jpg') =>
  render(
    <ThemeProvider theme={theme}>
      <PhotoWithFallback src={src} alt={alt} className="cover" onError={vi.fn()} />
    </ThemeProvider>,
  );

describe('PhotoWithFallback', () => {
  it('shows the photo while it loads', () => {
    renderPhoto('Half Dome at dawn');
    expect(screen.getByRole('img', { name: 'Half Dome at dawn' }).tagName).toBe('IMG');
  });

  it('shows a camera tile instead of the broken-image icon when the photo fails, keeping its alt text', () => {
    const { container } = renderPhoto('Half Dome at dawn');
    fireEvent.error(screen.getByRole('img', { name: 'Half Dome at dawn' }));
    const fallback = screen.getByRole('img', { name: 'Half Dome at dawn' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toContain('Photo unavailable');
    expect(fallback.className).toContain('cover');
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps a decorative photo hidden from assistive technology when it fails, and without an address', () => {
    const { container } = renderPhoto('', null);
    expect(container.querySelector('[data-photo-fallback]')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws its words in readable contrast', () => {
    expect(contrastRatio(theme.colors.textMuted, theme.colors.surfaceMuted)).toBeGreaterThanOrEqual(4.5);
  });
});
