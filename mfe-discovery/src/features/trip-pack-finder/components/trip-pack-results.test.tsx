import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
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
    distance: 'About 470 mi (estimate)',
    distanceKm: 754.8,
    distanceUnit: 'mi',
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

const answer = (
  tripPacks: TripPackCardData[],
  nearest: Array<{ pack: TripPackCardData; differences: string[] }> = [],
): MockedResponse => ({
  request: { query: TripPackResultsQuery, variables: { filter: FILTER } },
  result: {
    data: {
      tripPacks,
      nearestTripPacks: nearest.map((near) => ({ __typename: 'NearTripPack', ...near })),
    },
  },
});

/** The results for FILTER, with no-op callbacks where a test does not hand its own. */
const results = (props: Partial<Parameters<typeof TripPackResults>[0]> = {}) => (
  <TripPackResults filter={FILTER} notify={vi.fn()} onBack={vi.fn()} onStartOver={vi.fn()} {...props} />
);

describe('TripPackResults', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads each pack's length in its country's unit, or in the unit the traveller's profile prefers", async () => {
    const packs = [
      pack({ id: 1 }),
      pack({
        id: 2,
        title: 'Tuscan Hills',
        distance: 'About 280 km (estimate)',
        distanceKm: 283.2,
        distanceUnit: 'km',
      }),
    ];
    const lengths = async () => [
      within(await screen.findByRole('article', { name: 'Blue Ridge Colours' })).getByText(/estimate/)
        .textContent,
      within(screen.getByRole('article', { name: 'Tuscan Hills' })).getByText(/estimate/).textContent,
    ];
    const first = renderInShell(results(), { mocks: [answer(packs)] });
    expect(await lengths()).toEqual(['About 470 mi (estimate)', 'About 280 km (estimate)']);
    first.unmount();

    renderInShell(results({ distanceUnits: 'km' }), { mocks: [answer(packs)] });
    expect(await lengths()).toEqual(['About 750 km (estimate)', 'About 280 km (estimate)']);
  });

  it('lists matching packs with two highlights, "+N more" and a price only when there is one', async () => {
    renderInShell(results(), {
      mocks: [
        answer([
          pack({ id: 1 }),
          pack({ id: 2, title: 'Desert Loop', price: 49, highlights: [], rating: 0, reviews: 0 }),
        ]),
      ],
    });

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
    renderInShell(results({ notify }), {
      mocks: [answer([pack({})])],
    });

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
      progressId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("shows the planner's real progress while the trip is made, then opens the trip", async () => {
    const listeners = new Map<string, (event: MessageEvent<string>) => void>();
    const close = vi.fn();
    const opened: string[] = [];
    const openProgressStream = (url: string) => {
      opened.push(url);
      return {
        addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) =>
          listeners.set(type, listener),
        close,
      };
    };
    let respond: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (respond = resolve))),
    );
    renderInShell(
      <Routes>
        <Route path="/" element={results({ openProgressStream })} />
        <Route path="/trip/:id" element={<p>Trip page</p>} />
      </Routes>,
      { mocks: [answer([pack({})])] },
    );

    fireEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeTruthy();
    const overlay = within(screen.getByRole('dialog', { name: 'Our AI is crafting your itinerary' }));
    expect(overlay.queryByText(/minutes/)).toBeNull();
    const body = JSON.parse(
      String((fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]![1].body),
    );
    expect(opened).toEqual([`/api/trips/plan-progress/${body.progressId}`]);

    const send = (type: string, data: unknown) =>
      act(() => listeners.get(type)!(new MessageEvent(type, { data: JSON.stringify(data) })));
    send('started', { planner: 'offline' });
    send('day', { optionIndex: 0, day: 2, title: 'Day 2', overnight: 'Waynesboro, VA' });
    expect(overlay.getByText('Planned day 2 of 5: Waynesboro, VA')).toBeTruthy();
    expect(overlay.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    await act(async () => respond(Response.json({ id: 42 }, { status: 201 })));
    await screen.findByText('Trip page');
    expect(close).toHaveBeenCalled();
  });

  it("sends 'Start from my city' when the traveller gives one, and counts days without a fixed total", async () => {
    const listeners = new Map<string, (event: MessageEvent<string>) => void>();
    const openProgressStream = () => ({
      addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) =>
        listeners.set(type, listener),
      close: vi.fn(),
    });
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    renderInShell(results({ openProgressStream }), { mocks: [answer([pack({})])] });

    const city = await screen.findByLabelText('Start from my city (optional)');
    fireEvent.change(city, { target: { value: '  Richmond, VA ' } });
    fireEvent.click(screen.getByRole('button', { name: 'View Details' }));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ tripPackId: 1, startFrom: 'Richmond, VA', totalDays: 5 });
    act(() =>
      listeners.get('day')!(
        new MessageEvent('day', {
          data: JSON.stringify({ optionIndex: 0, day: 6, title: 'Day 6', overnight: 'Asheville, NC' }),
        }),
      ),
    );
    expect(screen.getByText('Planned day 6: Asheville, NC')).toBeTruthy();
  });

  it('shows the empty state with a way back to the filters', async () => {
    const onBack = vi.fn();
    renderInShell(results({ onBack }), {
      mocks: [answer([])],
    });

    const empty = await screen.findByText('No trip packs match yet');
    fireEvent.click(
      within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Back to filters' }),
    );
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows the nearest packs and how each differs when nothing matches every choice (issue 21)', async () => {
    renderInShell(results(), {
      mocks: [
        answer(
          [],
          [
            {
              pack: pack({ id: 3, title: 'Hudson Valley Weekend', duration: 3 }),
              differences: ['3 days, not a short trip'],
            },
            {
              pack: pack({ id: 4, title: 'Old Quebec', bestSeason: 'winter' }),
              differences: ['In Canada, next door', 'Best in winter, not fall'],
            },
          ],
        ),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Nothing matches every choice yet' })).toBeTruthy();
    expect(screen.queryByText('No trip packs match yet')).toBeNull();
    const differs = (title: string) =>
      within(
        within(screen.getByRole('article', { name: title })).getByRole('list', {
          name: 'How it differs from your choices',
        }),
      )
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(differs('Hudson Valley Weekend')).toEqual(['3 days, not a short trip']);
    expect(differs('Old Quebec')).toEqual(['In Canada, next door', 'Best in winter, not fall']);
    expect(screen.getAllByRole('button', { name: 'View Details' })).toHaveLength(2);
  });
});
