import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it("carries the links of the spec's page footers (help, contact, builder, trip packs, hidden gems) once, on every page", () => {
    renderWithShell(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of ['/help', '/contact', '/trip-builder', '/trip-packs', '/discover-places']) {
      expect(hrefs).toContain(href);
    }
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
