import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../testing/render';
import { LandingNav } from './landing-nav';

describe('LandingNav', () => {
  afterEach(() => vi.restoreAllMocks());

  it('closes the phone menu before it scrolls, so the section lands under the header, not under the menu', () => {
    const openWhenScrolled: boolean[] = [];
    const scrollIntoView = vi.fn(() => {
      openWhenScrolled.push(document.getElementById('landing-mobile-menu') !== null);
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
    renderWithShell(
      <>
        <LandingNav />
        <section id="how-it-works">How it works</section>
      </>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(menu.querySelector('a[href="#how-it-works"]')!);

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(openWhenScrolled).toEqual([false]);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(window.location.hash).toBe('#how-it-works');
  });
});
