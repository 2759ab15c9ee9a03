import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../lib/shell-contract';
import { renderInShell } from '../../../testing/render';
import { ProfileApiTokensQuery } from '../api/api-tokens';
import { SetDistanceUnitsMutation } from '../api/distance-units';
import { ProfileMeQuery, type ProfileUser } from '../api/profile-me';
import { ProfilePage } from './profile-page';

const USER: CurrentUser = {
  id: 'u-1',
  email: 'ada@example.test',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
};

function meAnswer(overrides: Partial<ProfileUser> = {}): MockedResponse {
  return {
    request: { query: ProfileMeQuery },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 'u-1',
          email: 'ada@example.test',
          firstName: null,
          lastName: '',
          profileImageUrl: null,
          interests: [],
          travelStyle: null,
          preferredPace: null,
          lodgingPreference: null,
          distanceUnits: 'country',
          stats: {
            __typename: 'UserStats',
            totalPoints: 1250,
            level: 'Curious Wanderer',
            levelProgress: 40,
            nextLevel: 'Weekend Explorer',
            pointsToNextLevel: 60,
            tripsPlanned: 3,
            tripsCompleted: 1,
            photosShared: 7,
          },
          ...overrides,
        },
      },
    },
  };
}

// The page's API tokens card lists the traveller's tokens: Ada has made none.
const noTokens: MockedResponse = {
  request: { query: ProfileApiTokensQuery },
  result: { data: { myApiTokens: [] } },
};

const fact = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('ProfilePage', () => {
  it("shows 'Not provided' for empty basic info and 'Not selected' for missing preferences", async () => {
    renderInShell(<ProfilePage user={USER} notify={vi.fn()} />, { mocks: [meAnswer(), noTokens] });

    await screen.findByRole('heading', { name: 'Your Profile' });
    expect(fact('First Name')).toBe('Not provided');
    expect(fact('Last Name')).toBe('Not provided');
    expect(fact('Email')).toBe('ada@example.test');
    expect(fact('Accommodation Preference')).toBe('Not selected');
    expect(fact('Travel Style')).toBe('Not selected');
    expect(fact('Interests')).toBe('No interests selected yet');
  });

  it('labels the preferences and fills the Adventure Stats card', async () => {
    renderInShell(<ProfilePage user={USER} notify={vi.fn()} />, {
      mocks: [
        meAnswer({
          firstName: 'Ada',
          interests: ['nature-hikes', 'foodie'],
          travelStyle: 'adventurer',
          preferredPace: 'slow',
          lodgingPreference: 'camping',
        }),
        noTokens,
      ],
    });

    const stats = within(await screen.findByRole('region', { name: 'Adventure Stats' }));
    expect(stats.getByText('1,250')).toBeTruthy();
    expect(stats.getByText('Curious Wanderer')).toBeTruthy();
    expect(
      stats.getByRole('progressbar', { name: 'Progress to Weekend Explorer' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(stats.getByText('60 points to Weekend Explorer')).toBeTruthy();
    expect(fact('Trips Planned')).toBe('3');
    expect(fact('Trips Completed')).toBe('1');
    expect(fact('Photos Shared')).toBe('7');
    expect(fact('First Name')).toBe('Ada');
    expect(screen.getByText('Nature & Hikes')).toBeTruthy();
    expect(fact('Travel Style')).toBe('Adventurer');
    expect(fact('Preferred Pace')).toBe('Slow (2-3 stops a day)');
    expect(fact('Accommodation Preference')).toBe('Camping');

    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/profile-setup',
      '/trip-builder',
      '/achievements',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');

    const data = within(screen.getByRole('region', { name: 'Your Data' }));
    expect(data.getByRole('button', { name: 'Download my data' })).toBeTruthy();
    expect(data.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });

  it("saves the traveller's distance units and has the shell read the traveller again", async () => {
    const refreshUser = vi.fn(() => Promise.resolve(USER));
    const saved: MockedResponse = {
      request: { query: SetDistanceUnitsMutation, variables: { units: 'km' } },
      result: { data: { setDistanceUnits: { __typename: 'User', id: 'u-1', distanceUnits: 'km' } } },
    };
    renderInShell(<ProfilePage user={USER} notify={vi.fn()} refreshUser={refreshUser} />, {
      mocks: [meAnswer(), noTokens, saved],
    });

    const units = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Distance units' });
    expect(units.value).toBe('country');
    expect([...units.options].map((option) => option.textContent)).toEqual([
      'As the country uses',
      'Miles',
      'Kilometres',
    ]);
    fireEvent.change(units, { target: { value: 'km' } });
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(1));
    expect(units.value).toBe('km');
  });

  it('shows only a loading message while there is no user', () => {
    renderInShell(<ProfilePage user={null} notify={vi.fn()} />);

    expect(screen.getByRole('status').textContent).toBe('Loading your profile...');
    expect(screen.queryByText('Adventure Stats')).toBeNull();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    renderInShell(<ProfilePage user={USER} notify={vi.fn()} />, {
      mocks: [{ request: { query: ProfileMeQuery }, error: new Error('Network down') }],
    });

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your profile");
  });
});
