import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../testing/render';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

/** The text of the section under a level-2 heading, up to the next one. */
function section(name: string): string {
  const heading = screen.getByRole('heading', { level: 2, name });
  let text = '';
  for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) {
    text += ` ${node.textContent ?? ''}`;
  }
  return text.replace(/\s+/g, ' ');
}

describe('PrivacyPage', () => {
  it('says what is stored, about the one session cookie and who can see what', () => {
    renderWithShell(<PrivacyPage />, { path: '/privacy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const stored = section('What we store');
    for (const item of [
      'Your account',
      'preferences',
      'trips and their plans',
      'Memories',
      'Price alerts',
      'Photos',
      'Points',
    ]) {
      expect(stored).toContain(item);
    }
    expect(stored).toContain('never the password itself');
    expect(section('The session cookie')).toContain('byway_session');
    const visibility = section('Who can see what');
    expect(visibility).toContain('anyone with its link');
    expect(visibility).toContain('Photo Discovery for everyone');
    expect(visibility).toContain('visible only to you');
  });

  it('tells how to download the data and delete the account, on the profile or through the API', () => {
    renderWithShell(<PrivacyPage />, { path: '/privacy' });

    const download = section('Download your data');
    expect(download).toContain('Download my data');
    expect(download).toContain('GET /api/account/export');
    const remove = section('Delete your account');
    expect(remove).toContain('Delete my account');
    expect(remove).toContain('DELETE /api/account');
    expect(remove).toContain('less than 10 minutes old');
    expect(remove).toContain('Trip Not Found');
    for (const link of screen.getAllByRole('link', { name: 'profile' })) {
      expect(link.getAttribute('href')).toBe('/profile');
    }
  });

  it('says how long things are kept, what other services receive, and where to ask', () => {
    renderWithShell(<PrivacyPage />, { path: '/privacy' });

    expect(section('How long we keep things')).toContain('until you delete it');
    const others = section('Other services, only when they are set up');
    for (const name of ['sign-in provider', 'OpenAI', 'Unsplash', 'routing server', 'Map tiles']) {
      expect(others).toContain(name);
    }
    expect(screen.getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe('/contact');
  });
});

describe('TermsPage', () => {
  it('renders its sections, the way to leave with the data, and links to privacy and contact', () => {
    renderWithShell(<TermsPage />, { path: '/terms' });

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    for (const name of ['Using Byway', 'Plans are suggestions', 'Your content', 'Leaving', 'Changes']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const leaving = section('Leaving');
    expect(leaving).toContain('Download my data');
    expect(leaving).toContain('GET /api/account/export');
    expect(leaving).toContain('Delete my account');
    expect(leaving).toContain('DELETE /api/account');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe('/contact');
  });
});
