import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { TripPackContinentsQuery } from '../api/trip-pack-continents';
import { TripPackPreviewQuery } from '../api/trip-pack-preview';
import { TripPackResultsQuery } from '../api/trip-packs';
import { PackPreviewDialog, signInToPlanPath } from './pack-preview-dialog';
import { TripPackFinder } from './trip-pack-finder';

const FILTER = { continent: 'africa', country: 'namibia', length: 'medium', season: 'winter' };

const card = {
  __typename: 'TripPack',
  id: 53,
  title: 'Sossusvlei, Skeleton Coast and Etosha',
  description: 'Dunes, shipwrecks and waterholes.',
  theme: 'nature',
  duration: 10,
  difficulty: 'moderate',
  creator: 'Byway editors',
  distance: 'About 2,400 km (estimate)',
  distanceKm: 2400,
  distanceUnit: 'km',
  startLocation: 'Windhoek',
  endLocation: 'Etosha',
  bestSeason: 'winter',
  highlights: [],
  photos: [],
  coverImage: null,
  reviews: 0,
  price: 0,
  rating: 0,
};

const preview: MockedResponse = {
  request: { query: TripPackPreviewQuery, variables: { id: 53 } },
  result: {
    data: {
      tripPack: {
        __typename: 'TripPack',
        ...Object.fromEntries(
          [
            'id',
            'title',
            'description',
            'theme',
            'duration',
            'startLocation',
            'endLocation',
            'bestSeason',
          ].map((key) => [key, card[key as keyof typeof card]]),
        ),
        stops: [
          {
            __typename: 'TripPackStop',
            day: 1,
            name: 'Sossusvlei',
            category: 'park',
            description: 'Red dunes.',
          },
          { __typename: 'TripPackStop', day: 1, name: 'Deadvlei', category: 'viewpoint', description: null },
          { __typename: 'TripPackStop', day: 2, name: 'Swakopmund', category: 'town', description: null },
        ],
      },
    },
  },
};

const continents: MockedResponse = {
  request: { query: TripPackContinentsQuery },
  result: {
    data: {
      tripPackContinents: [
        {
          __typename: 'Continent',
          id: 'africa',
          name: 'Africa',
          countries: [{ __typename: 'Country', id: 'namibia', name: 'Namibia' }],
        },
      ],
    },
  },
};

const results: MockedResponse = {
  request: { query: TripPackResultsQuery, variables: { filter: FILTER } },
  result: { data: { tripPacks: [card], nearestTripPacks: [] } },
};

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the pack preview (issue 21)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("signed out, 'View Details' shows the pack's days and stops and asks to sign in to plan it, coming back here", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const notify = vi.fn();
    renderInShell(<TripPackFinder user={null} notify={notify} />, { mocks: [continents, results, preview] });
    fireEvent.click(await screen.findByRole('button', { name: /Africa/ }));
    fireEvent.click(button('Continue'));
    fireEvent.click(button(/Namibia/));
    fireEvent.click(button('Continue'));
    fireEvent.click(button(/Extended Journey/));
    fireEvent.click(button('Continue'));
    fireEvent.click(button(/Winter/));
    fireEvent.click(button('Find My Trips'));
    fireEvent.click(await screen.findByRole('button', { name: 'View Details' }));

    const dialog = within(await screen.findByRole('dialog', { name: card.title }));
    expect(await dialog.findByText('Dunes, shipwrecks and waterholes.')).toBeTruthy();
    expect(dialog.getByText(/10 days · Windhoek to Etosha · Best in winter/)).toBeTruthy();
    const days = dialog.getByRole('list', { name: 'Day by day' });
    expect(within(days).getByRole('heading', { name: 'Day 1' })).toBeTruthy();
    expect(within(days).getByRole('heading', { name: 'Day 2' })).toBeTruthy();
    expect(within(days).getByText('Deadvlei')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Sign in to plan it' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Ftrip-packs%3Fpack%3D53',
    );
    // No trip was asked for, so no 'Unauthorized' toast.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it("signed in, it offers 'Plan this trip' instead", async () => {
    const onPlan = vi.fn();
    renderInShell(<PackPreviewDialog packId={53} signedIn onPlan={onPlan} onClose={vi.fn()} />, {
      mocks: [preview],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Plan this trip' }));
    expect(onPlan).toHaveBeenCalledWith(expect.objectContaining({ id: 53, duration: 10 }));
    expect(screen.queryByRole('link', { name: 'Sign in to plan it' })).toBeNull();
    expect(signInToPlanPath(7)).toBe('/login?returnTo=%2Ftrip-packs%3Fpack%3D7');
  });
});
