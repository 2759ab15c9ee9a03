import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { TripPackResultsQuery, type TripPackCardData } from '../api/trip-packs';
import { TripPackResults } from './trip-pack-results';

const FILTER = { continent: 'north-america', country: 'usa', length: 'short', season: 'fall' };

function pack(overrides: Partial<TripPackCardData>): TripPackCardData & { __typename: 'TripPack' } {
  return {
    __typename: 'TripPack',
    id: 1,
    title: 'Blue Ridge Colours',
    description: 'Fall colour along the parkway.',
    theme: 'scenic-drives',
    duration: 5,
    difficulty: 'easy',
    creator: 'Local Guide Co.',
    distance: '469 miles',
    startLocation: 'Front Royal, VA',
    endLocation: 'Cherokee, NC',
    bestSeason: 'fall',
    highlights: ['Skyline Drive', 'Mabry Mill', 'Linn Cove Viaduct', 'Mount Mitchell'],
    photos: [],
    coverImage: null,
    reviews: 12,
    price: 0,
    rating: 4.8,
    ...overrides,
  };
}

const answer = (tripPacks: TripPackCardData[]): MockedResponse => ({
  request: { query: TripPackResultsQuery, variables: { filter: FILTER } },
  result: { data: { tripPacks } },
});

describe('TripPackResults', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists matching packs with two highlights, "+N more" and a price only when there is one', async () => {
    renderInShell(
      <TripPackResults filter={FILTER} notify={vi.fn()} onBack={vi.fn()} onStartOver={vi.fn()} />,
      {
        mocks: [
          answer([
            pack({ id: 1 }),
            pack({ id: 2, title: 'Desert Loop', price: 49, highlights: [], rating: 0, reviews: 0 }),
          ]),
        ],
      },
    );

    expect(screen.getByLabelText('Loading trip packs')).toBeTruthy();
    const first = within(await screen.findByRole('article', { name: 'Blue Ridge Colours' }));
    expect(screen.getByText('2 matching adventures')).toBeTruthy();
    expect(first.getByText('Skyline Drive')).toBeTruthy();
    expect(first.getByText('Mabry Mill')).toBeTruthy();
    expect(first.queryByText('Linn Cove Viaduct')).toBeNull();
    expect(first.getByText('+2 more')).toBeTruthy();
    expect(first.queryByText(/\$/)).toBeNull();
    expect(first.getByText('5 days')).toBeTruthy();
    expect(first.getByText('by Local Guide Co.')).toBeTruthy();
    const second = within(screen.getByRole('article', { name: 'Desert Loop' }));
    expect(second.getByText('$49')).toBeTruthy();
    // Ratings come from travellers' reviews only: one with reviews shows them, one without says 'New'.
    expect(first.getByLabelText('rated 4.8 out of 5')).toBeTruthy();
    expect(first.getByText(/12 reviews/)).toBeTruthy();
    expect(second.getByText('New')).toBeTruthy();
    expect(second.queryByLabelText(/out of 5/)).toBeNull();
  });

  it("toasts 'Unable to View Trip' with the server's message when the trip cannot be created", async () => {
    const notify = vi.fn();
    const fetchMock = vi.fn(async () => Response.json({ message: 'Please sign in first' }, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    renderInShell(
      <TripPackResults filter={FILTER} notify={notify} onBack={vi.fn()} onStartOver={vi.fn()} />,
      {
        mocks: [answer([pack({})])],
      },
    );

    fireEvent.click(await screen.findByRole('button', { name: 'View Details' }));

    expect(screen.getByRole('dialog', { name: 'Our AI is crafting your itinerary' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Unable to View Trip',
        description: 'Please sign in first',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({
      tripPackId: 1,
      title: 'Blue Ridge Colours',
      startLocation: 'Front Royal, VA',
      endLocation: 'Cherokee, NC',
      totalDays: 5,
      themes: ['scenic-drives'],
      season: 'fall',
      accommodationType: 'flexible',
      partySize: 2,
      budget: 'moderate',
    });
  });

  it('shows the empty state with a way back to the filters', async () => {
    const onBack = vi.fn();
    renderInShell(
      <TripPackResults filter={FILTER} notify={vi.fn()} onBack={onBack} onStartOver={vi.fn()} />,
      {
        mocks: [answer([])],
      },
    );

    const empty = await screen.findByText('No trip packs match yet');
    fireEvent.click(
      within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Back to filters' }),
    );
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
