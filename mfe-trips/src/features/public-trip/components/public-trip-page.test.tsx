import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import {
  PublicTripQuery,
  PublicTripStopsQuery,
  type PublicTrip,
  type PublicTripStop,
} from '../api/public-trip';
import { dayHeading, parseTripId, PublicTripPage } from './public-trip-page';
import { expectTexts } from '../../../testing/expectations';

const TRIP: PublicTrip & { __typename: 'PublicTrip' } = {
  __typename: 'PublicTrip',
  id: 7,
  title: 'Rockies to Red Rocks',
  description: 'Four days of canyons',
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  totalDays: 4,
  theme: 'nature,photography',
  status: 'planning',
  selectedRouteIndex: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  routeOptions: [
    {
      routeName: 'The Scenic Route',
      vibe: 'Canyons and rivers',
      // Planned before plans carried km: the page shows its text as it was written.
      totalDistance: '~380 miles',
      totalDistanceKm: null,
      distanceUnit: 'mi',
      estimatedTime: '~7 hours',
      dailySegments: [
        {
          day: 1,
          title: 'Into the Mountains',
          description: 'Climb over the Divide',
          overnight: 'Glenwood Springs, CO',
          driveSummary: { estimatedHours: 3, distanceMiles: 160 },
          path: null,
        },
        {
          day: 2,
          // The planner's own titles start with their day: shown once, never 'Day 2: Day 2: ...'.
          title: 'Day 2: Desert Bound',
          description: 'Down to the desert',
          overnight: 'Moab, UT',
          driveSummary: { estimatedHours: 4, distanceMiles: 220 },
          path: null,
        },
      ],
    },
  ],
};

const withTypes = (trip: PublicTrip) => ({
  ...trip,
  routeOptions: trip.routeOptions.map((option) => ({
    __typename: 'RouteOption',
    ...option,
    dailySegments: option.dailySegments.map((segment) => ({
      __typename: 'DailySegment',
      ...segment,
      driveSummary: { __typename: 'DriveSummary', ...segment.driveSummary },
    })),
  })),
});

function stop(id: number, dayNumber: number, orderInDay: number, name: string): PublicTripStop {
  return {
    id,
    name,
    category: 'scenic',
    description: `About ${name}`,
    estimatedDuration: 45,
    dayNumber,
    orderInDay,
    address: `${name} Road`,
    essential: false,
    latitude: 39.5 + id / 10,
    longitude: -106 - id / 10,
    // Only our catalogue's places carry a (Byway) score.
    rating: id === 1 ? 4.6 : null,
  };
}

const STOPS = [
  stop(1, 1, 2, 'Hanging Lake'),
  stop(2, 1, 1, 'Georgetown Loop'),
  stop(3, 2, 1, 'Arches Visitor Center'),
];

const tripAnswer = (publicTrip: PublicTrip | null): MockedResponse => ({
  request: { query: PublicTripQuery, variables: { id: 7 } },
  result: { data: { publicTrip: publicTrip ? withTypes(publicTrip) : null } },
});

const stopsAnswer = (stops: PublicTripStop[]): MockedResponse => ({
  request: { query: PublicTripStopsQuery, variables: { id: 7 } },
  result: { data: { publicTripStops: stops.map((item) => ({ __typename: 'TripStop', ...item })) } },
});

describe('PublicTripPage', () => {
  it('shows the public trip, its route and the stops grouped by day in order', async () => {
    renderInShell(<PublicTripPage id="7" notify={vi.fn()} />, {
      mocks: [tripAnswer(TRIP), stopsAnswer(STOPS)],
    });
    expect(screen.getByRole('status').textContent).toContain('Loading trip...');

    await screen.findByRole('heading', { level: 1, name: 'Rockies to Red Rocks' });
    expectTexts([
      'Denver, CO → Moab, UT',
      '4 days',
      'Four days of canyons',
      'Planning',
      'Nature',
      'Photography',
    ]);
    expect(screen.getByRole('heading', { name: 'Route: The Scenic Route' })).toBeTruthy();
    expect(screen.getByText('~380 miles')).toBeTruthy();
    expect(screen.getByText('~7h')).toBeTruthy();

    const dayOne = await screen.findByRole('list', { name: 'Day 1 stops' });
    expect(
      within(dayOne)
        .getAllByRole('heading')
        .map((item) => item.textContent),
    ).toEqual(['Georgetown Loop', 'Hanging Lake']);
    expect(screen.getByRole('heading', { name: 'Day 1: Into the Mountains' })).toBeTruthy();
    expect(screen.getByText('2 stops')).toBeTruthy();
    expect(screen.getByText('1 stop')).toBeTruthy();
    expect(within(dayOne).getAllByText('45 min')).toHaveLength(2);
    expect(within(dayOne).getByText('Hanging Lake Road')).toBeTruthy();
    expect(within(dayOne).getByText('Byway score 4.6')).toBeTruthy();
    expect(within(dayOne).getAllByText(/Byway score/)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Day 2: Desert Bound' })).toBeTruthy();
    expect(screen.queryByText(/Day 2: Day 2/)).toBeNull();
    // The journey map of the stops, with its day chips.
    expect(screen.getByRole('region', { name: 'Map of the complete route' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Day 2' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Start Planning' }).getAttribute('href')).toBe('/trip-builder');
  });

  it("reads an Italian trip's distance in km", async () => {
    const [option] = TRIP.routeOptions;
    const italian: PublicTrip = {
      ...TRIP,
      startLocation: 'Rome, Italy',
      endLocation: 'Florence, Italy',
      routeOptions: [{ ...option!, totalDistance: '280 km', totalDistanceKm: 280.4, distanceUnit: 'km' }],
    };
    renderInShell(<PublicTripPage id="7" notify={vi.fn()} />, {
      mocks: [tripAnswer(italian), stopsAnswer(STOPS)],
    });
    const distance = await screen.findByText('Total distance');
    expect(distance.nextElementSibling?.textContent).toBe('280 km');
  });

  it('opens the share dialog without the owner’s visibility switch', async () => {
    renderInShell(<PublicTripPage id="7" notify={vi.fn()} />, {
      mocks: [tripAnswer(TRIP), stopsAnswer(STOPS)],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share Trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Your Trip' });
    expect((within(dialog).getByLabelText('Trip link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/public-trip/7`,
    );
    expect(within(dialog).queryByRole('switch')).toBeNull();
  });

  it('says when the route has no stops', async () => {
    renderInShell(<PublicTripPage id="7" notify={vi.fn()} />, { mocks: [tripAnswer(TRIP), stopsAnswer([])] });
    await screen.findByText('No stops available for this route');
  });

  const expectNotFound = async () => {
    await screen.findByRole('heading', { name: 'Trip Not Found' });
    expect(
      screen.getByText("This trip either doesn't exist or isn't available for public viewing."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  };

  it('shows Trip Not Found for a missing or private trip', async () => {
    renderInShell(<PublicTripPage id="7" notify={vi.fn()} />, { mocks: [tripAnswer(null)] });
    await expectNotFound();
  });

  it('shows Trip Not Found when loading fails', async () => {
    renderInShell(<PublicTripPage id="7" notify={vi.fn()} />, {
      mocks: [
        {
          request: { query: PublicTripQuery, variables: { id: 7 } },
          result: { errors: [new GraphQLError('boom')] },
        },
      ],
    });
    await expectNotFound();
  });

  it('shows Trip Not Found for an id that cannot be a trip, without asking', async () => {
    renderInShell(<PublicTripPage id="abc" notify={vi.fn()} />);
    await expectNotFound();
  });

  it('accepts only positive 32-bit integer ids', () => {
    expect(parseTripId('7')).toBe(7);
    expect(parseTripId('0')).toBeNull();
    expect(parseTripId('-1')).toBeNull();
    expect(parseTripId('1.5')).toBeNull();
    expect(parseTripId('99999999999')).toBeNull();
    expect(parseTripId(undefined)).toBeNull();
  });
});

describe('dayHeading', () => {
  it('names the day once, whatever the title starts with', () => {
    expect(dayHeading(1, 'Day 1: Denver to Vail')).toBe('Day 1: Denver to Vail');
    expect(dayHeading(1, 'Denver to Vail')).toBe('Day 1: Denver to Vail');
    expect(dayHeading(3, '')).toBe('Day 3');
    expect(dayHeading(3, null)).toBe('Day 3');
    // Another day's number in the title is the title's own words.
    expect(dayHeading(2, 'Day 12 of the loop')).toBe('Day 2: Day 12 of the loop');
  });
});
