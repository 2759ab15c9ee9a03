import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import {
  COMMUNITY_COUNTS,
  CommunityContributorsQuery,
  CommunityGemsQuery,
  CommunityListingQuery,
  CommunityPacksQuery,
  SetCommunityListingMutation,
} from '../api/community';
import { CommunityPage } from './community-page';

const traveller = {
  id: '7',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'L',
  profileImageUrl: null,
};

const packs = (tripPacks: object[]): MockedResponse => ({
  request: { query: CommunityPacksQuery },
  result: { data: { tripPacks } },
});
const gems = (recentCommunityGems: object[]): MockedResponse => ({
  request: { query: CommunityGemsQuery, variables: { limit: COMMUNITY_COUNTS.gems } },
  result: { data: { recentCommunityGems } },
});
const contributors = (topContributors: object[]): MockedResponse => ({
  request: { query: CommunityContributorsQuery, variables: { limit: COMMUNITY_COUNTS.contributors } },
  result: { data: { topContributors } },
});
const listing = (listInCommunity: boolean): MockedResponse => ({
  request: { query: CommunityListingQuery },
  result: { data: { me: { __typename: 'User', id: '7', listInCommunity } } },
});

const pack = (id: number, reviews: number) => ({
  __typename: 'TripPack',
  id,
  title: `Pack ${id}`,
  description: 'Red rock and river canyons.',
  duration: 5,
  // The finder's country id, as the gateway answers it.
  country: 'south-africa',
  creator: 'Byway editors',
  rating: reviews ? 4.5 : 0,
  reviews,
});

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('CommunityPage', () => {
  it('shows honest empty states when nothing is stored yet, and Join goes to /login', async () => {
    renderInShell(<CommunityPage user={null} notify={vi.fn()} />, {
      mocks: [packs([]), gems([]), contributors([])],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'The Byway Community' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the Community' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Browse All Trip Packs' }).getAttribute('href')).toBe(
      '/trip-packs',
    );
    await section('Featured Trip Packs').findByText('No trip packs yet');
    await section('Recently Discovered Gems').findByText('No gems shared yet');
    await section('Top Contributors').findByText('No one is listed yet');
    // A visitor has no listing to choose, but is told where the choice is (issue 21).
    expect(section('Top Contributors').getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fcommunity',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('features the first packs ("New" without reviews), recent gems with their public trip, and contributors', async () => {
    renderInShell(<CommunityPage user={null} notify={vi.fn()} />, {
      mocks: [
        packs([pack(1, 0), pack(2, 3), pack(3, 0), pack(4, 0)]),
        gems([
          {
            __typename: 'CommunityGem',
            name: 'Corona Arch',
            category: 'hidden-natural',
            address: 'Moab, UT',
            tripId: 41,
            addedAt: '2026-11-20T10:00:00.000Z',
          },
        ]),
        contributors([
          { __typename: 'CommunityContributor', name: 'Ada L.', totalPoints: 150, level: 'Road Tripper' },
          {
            __typename: 'CommunityContributor',
            name: 'Grace H.',
            totalPoints: 50,
            level: 'Curious Wanderer',
          },
        ]),
      ],
    });

    const featured = section('Featured Trip Packs');
    await featured.findByText('Pack 1');
    expect(featured.getAllByRole('listitem')).toHaveLength(COMMUNITY_COUNTS.packs);
    expect(featured.queryByText('Pack 4')).toBeNull();
    expect(within(featured.getByText('Pack 1').closest('li')!).getByText('New')).toBeTruthy();
    expect(featured.getByText('Pack 1').closest('li')!.textContent).toContain('5 days · South Africa');
    expect(within(featured.getByText('Pack 2').closest('li')!).getByText('★ 4.5 (3 reviews)')).toBeTruthy();

    const recent = section('Recently Discovered Gems');
    await recent.findByText('Corona Arch');
    expect(recent.getByText('Hidden Natural Wonders')).toBeTruthy();
    expect(recent.getByRole('link', { name: 'See the trip' }).getAttribute('href')).toBe('/public-trip/41');

    const leaders = section('Top Contributors');
    await leaders.findByText(/Ada L\./);
    expect(leaders.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1. Ada L. · Road Tripper150 points',
      '2. Grace H. · Curious Wanderer50 points',
    ]);
  });

  it('shows an error with Try again for a section whose service fails, leaving the others', async () => {
    renderInShell(<CommunityPage user={null} notify={vi.fn()} />, {
      mocks: [
        { request: { query: CommunityPacksQuery }, error: new Error('down') },
        packs([pack(1, 0)]),
        gems([]),
        contributors([]),
      ],
    });
    const featured = section('Featured Trip Packs');
    await featured.findByText("We couldn't load trip packs");
    await section('Recently Discovered Gems').findByText('No gems shared yet');
    fireEvent.click(featured.getByRole('button', { name: 'Try again' }));
    await featured.findByText('Pack 1');
  });

  it('lets a signed-in traveller choose to be listed, then re-reads the contributors', async () => {
    renderInShell(<CommunityPage user={traveller} notify={vi.fn()} />, {
      mocks: [
        packs([]),
        gems([]),
        contributors([]),
        listing(false),
        {
          request: { query: SetCommunityListingMutation, variables: { listed: true } },
          result: { data: { setListInCommunity: { __typename: 'User', id: '7', listInCommunity: true } } },
        },
        contributors([
          { __typename: 'CommunityContributor', name: 'Ada L.', totalPoints: 30, level: 'Curious Wanderer' },
        ]),
      ],
    });
    expect(screen.queryByRole('link', { name: 'Join the Community' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Plan a Trip' }).getAttribute('href')).toBe('/trip-builder');

    const box = (await screen.findByRole('checkbox', {
      name: 'List me among the top contributors (first name and initial only)',
    })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    await section('Top Contributors').findByText(/Ada L\./);
  });

  it('says so and puts the box back when the listing choice is refused (issue 21)', async () => {
    const notify = vi.fn();
    renderInShell(<CommunityPage user={traveller} notify={notify} />, {
      mocks: [
        packs([]),
        gems([]),
        contributors([]),
        listing(false),
        {
          request: { query: SetCommunityListingMutation, variables: { listed: true } },
          error: new Error('offline'),
        },
      ],
    });
    const box = (await screen.findByRole('checkbox', {
      name: 'List me among the top contributors (first name and initial only)',
    })) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your choice was not saved' })),
    );
    await waitFor(() => expect(box.checked).toBe(false));
  });
});
