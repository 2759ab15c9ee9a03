import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../testing/render';
import { LandingFooter } from './landing-footer';

describe('LandingFooter', () => {
  it("links to the company's pages (pricing, about, privacy, terms) besides exploring and support", () => {
    renderWithShell(<LandingFooter />);
    const company = within(screen.getByRole('navigation', { name: 'Company' }));
    expect(company.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['Pricing', '/pricing'],
        ['About', '/about'],
        ['Privacy', '/privacy'],
        ['Terms', '/terms'],
      ],
    );
    const hrefs = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/trip-builder', '/help', '/contact']));
  });
});
