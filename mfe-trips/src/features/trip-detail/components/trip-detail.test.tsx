import type { MockedResponse } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { RegenerateTripMutation } from '../api/regenerate-trip';
import { RestorePreviousItineraryMutation } from '../api/restore-previous-itinerary';
import { TripDetailQuery, type TripDetailTrip } from '../api/trip-detail';
import { regenerationFailure, TripDetail, TripDetailView } from './trip-detail';
import { emptyForecast, tripFixtureForecast } from './cost-forecast.fixtures';
import { stopFixture, tripFixture } from './trip-detail.fixtures';

// The map and the panels are other features with their own tests; here they only need their props.
vi.mock('../../../components/journey-map/components/journey-map', () => ({
  JourneyMap: ({
    stops,
    selectedDay,
    onSelectDay,
  }: {
    stops: { name: string; dayNumber: number }[];
    selectedDay: number | null;
    onSelectDay: (day: number | null) => void;
  }) => (
    <section aria-label="Journey map" data-selected={selectedDay ?? 'all'}>
      <span>{stops.map((stop) => stop.name).join(' | ')}</span>
      <button onClick={() => onSelectDay(null)}>Complete Route</button>
      {[...new Set(stops.map((stop) => stop.dayNumber))].map((day) => (
        <button key={day} onClick={() => onSelectDay(day)}>
          Map Day {day}
        </button>
      ))}
    </section>
  ),
}));
vi.mock('../trip-panels/components/trip-panels', () => ({
  TripPanels: ({ tripId, stopNames }: { tripId: number; stopNames: string[] }) => (
    <section aria-label="Trip panels">
      {tripId}: {stopNames.join(', ')}
    </section>
  ),
}));

vi.mock('../route-photos/components/route-photos', () => ({
  RoutePhotos: ({ points }: { points: { latitude: number; longitude: number }[] }) => (
    <section aria-label="Route photos">
      {points.map((point) => `${point.latitude},${point.longitude}`).join(' | ')}
    </section>
  ),
}));

const tripAnswer = (trip: TripDetailTrip | null, id = 7): MockedResponse => ({
  request: { query: TripDetailQuery, variables: { id } },
  result: { data: { trip } },
});

/** A trip as the page asks for it: the trip, then the cost forecast of the route option on show. */
const shownTrip = (trip = tripFixture(), forecast = tripFixtureForecast(0)): MockedResponse[] => [
  tripAnswer(trip),
  forecast,
];

function renderTrip(mocks: MockedResponse[], notify = vi.fn(), id: number | null = 7) {
  renderInShell(<TripDetailView tripId={id} notify={notify} />, { mocks });
  return notify;
}

const dayCard = (name: string) => screen.getByRole('region', { name });

/** The fixture trip as if it started in Italy: its plan carries km and the country's unit. */
function italianTrip(): ReturnType<typeof tripFixture> {
  const trip = tripFixture({ startLocation: 'Rome, Italy', endLocation: 'Florence, Italy' });
  const km = [280.4, 341.2];
  return {
    ...trip,
    routeOptions: trip.routeOptions.map((option, index) => ({
      ...option,
      totalDistance: `${Math.round(km[index]!)} km`,
      totalDistanceKm: km[index]!,
      distanceUnit: 'km' as const,
    })),
  };
}

/** '280 km' out of a route option's text. */
const distanceIn = (text: string | null) => /\d[\d,]* (?:km|mi)(?![a-z])/.exec(text ?? '')?.[0];

describe('TripDetail', () => {
  beforeEach(() => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the trip, its first route option and the complete journey overview', async () => {
    renderTrip(shownTrip());

    expect(screen.getByRole('status').textContent).toContain('Loading your trip...');
    await screen.findByRole('heading', { level: 1, name: 'Canyon Country Loop' });
    expect(screen.getByRole('link', { name: /Back to Trips/ }).getAttribute('href')).toBe('/trips');
    expect(screen.getByRole('button', { name: 'Share Trip' })).toBeTruthy();
    expect(screen.getByText('Denver, CO')).toBeTruthy();
    expect(screen.getByText('Moab, UT')).toBeTruthy();
    expect(screen.getByText('4 days')).toBeTruthy();
    expect(screen.getByText('Four days from the Rockies to the red rock.')).toBeTruthy();

    const chooser = within(screen.getByRole('radiogroup', { name: 'Choose Your Route' }));
    const options = chooser.getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(options[0]?.textContent).toContain('The Classic');
    expect(options[0]?.textContent).toContain('Iconic highlights');
    expect(options[0]?.textContent).toContain('354 mi');
    expect(options[0]?.textContent).toContain('6 hours');

    const overview = within(dayCard('Complete Journey Overview'));
    expect(overview.getByText('Stops').nextElementSibling?.textContent).toBe('3');
    expect(overview.getByText('Days').nextElementSibling?.textContent).toBe('4');
    expect(overview.getByText('~6h')).toBeTruthy();

    // Only days with stops get a card, in day order, with their stops sorted by orderInDay.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // The map's column (map and export) comes first: on a phone the map sits above the days.
    expect(headings).toEqual([
      'Export',
      'Choose Your Route',
      'Notes on your plan',
      'Complete Journey Overview',
      'Into the Rockies',
      'Arches at last',
      'Trip cost forecast',
    ]);
    const dayOne = within(dayCard('Into the Rockies'));
    expect(dayOne.getByText('Description of day 1')).toBeTruthy();
    expect(dayOne.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Red Rocks Amphitheatre',
      'Glenwood Hot Springs',
    ]);
    expect(dayOne.getByLabelText('Stop 1')).toBeTruthy();
    expect(dayOne.getByText('90 minutes')).toBeTruthy();
    expect(dayOne.getByText('18300 W Alameda Pkwy, Morrison, CO')).toBeTruthy();
    expect(dayOne.getByText('wellness')).toBeTruthy();
    expect(dayOne.getAllByRole('button', { name: /^Explore Stop/ })).toHaveLength(2);
    expect(dayOne.getByRole('button', { name: 'Begin Day 1 Navigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Begin Day 3 Navigation' })).toBeTruthy();

    expect(screen.getByRole('region', { name: 'Trip panels' }).textContent).toBe(
      '7: Red Rocks Amphitheatre, Glenwood Hot Springs, Arches National Park',
    );
  });

  it("asks for photos shared near the shown route's stops", async () => {
    renderTrip(shownTrip());
    await screen.findByRole('heading', { level: 1, name: 'Canyon Country Loop' });
    expect(screen.getByRole('region', { name: 'Route photos' }).textContent).toContain('39.665,-105.206');
  });

  it('opens Google Maps directions for the whole route and for a day, in a new tab', async () => {
    renderTrip(shownTrip());

    fireEvent.click(await screen.findByRole('button', { name: 'Navigate Complete Route' }));
    const whole = new URL(vi.mocked(window.open).mock.calls[0]?.[0] as string);
    expect(whole.origin + whole.pathname).toBe('https://www.google.com/maps/dir/');
    expect(whole.searchParams.get('origin')).toBe('39.6654,-105.2057');
    expect(whole.searchParams.get('waypoints')).toBe('39.55,-107.32');
    expect(whole.searchParams.get('destination')).toBe('38.73,-109.59');
    expect(vi.mocked(window.open).mock.calls[0]?.[1]).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: 'Begin Day 1 Navigation' }));
    const day = new URL(vi.mocked(window.open).mock.calls[1]?.[0] as string);
    expect(day.searchParams.get('origin')).toBe('39.6654,-105.2057');
    expect(day.searchParams.get('destination')).toBe('39.55,-107.32');
  });

  it('switches to another route option and shows its stops and drive time', async () => {
    renderTrip([...shownTrip(), tripFixtureForecast(1)]);

    fireEvent.click(await screen.findByRole('radio', { name: /The Scenic Byway/ }));

    expect(screen.getByRole('radio', { name: /The Scenic Byway/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Maroon Bells morning' })).toBeTruthy();
    expect(screen.queryByText('Red Rocks Amphitheatre')).toBeNull();
    const overview = within(dayCard('Complete Journey Overview'));
    expect(overview.getByText('Stops').nextElementSibling?.textContent).toBe('1');
    expect(overview.getByText('~1h')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Journey map' }).textContent).toContain('Maroon Bells');
  });

  it('shows a stop the traveller added (a hidden gem) on its day, whichever route option is shown', async () => {
    const trip = tripFixture();
    const gem = {
      ...stopFixture({ name: 'Corona Arch', dayNumber: 1, orderInDay: 3, category: 'hidden-natural' }),
      isCustom: true,
    };
    renderTrip([...shownTrip({ ...trip, stops: [...trip.stops, gem] }), tripFixtureForecast(1)]);

    await screen.findByText('Corona Arch');
    expect(screen.getByRole('region', { name: 'Journey map' }).textContent).toContain('Corona Arch');
    fireEvent.click(screen.getByRole('radio', { name: /The Scenic Byway/ }));
    expect(screen.getByText('Corona Arch')).toBeTruthy();
    expect(screen.queryByText('Red Rocks Amphitheatre')).toBeNull();
  });

  it('shows one day and hides the overview when the map selects a day', async () => {
    renderTrip(shownTrip());

    fireEvent.click(await screen.findByRole('button', { name: 'Map Day 3' }));
    expect(screen.queryByRole('heading', { name: 'Complete Journey Overview' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Into the Rockies' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Arches at last' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Complete Route' }));
    expect(screen.getByRole('heading', { name: 'Complete Journey Overview' })).toBeTruthy();
  });

  it('falls back to start → end, hides the chooser for one option and shows N/A without drive hours', async () => {
    const base = tripFixture();
    const [first] = base.routeOptions;
    if (!first) throw new Error('fixture without route options');
    const trip = tripFixture({
      title: '  ',
      routeOptions: [{ ...first, dailySegments: [] }],
    });
    // The service prices the days it planned: none here.
    renderTrip(shownTrip(trip, emptyForecast('The Classic')));

    await screen.findByRole('heading', { level: 1, name: 'Denver, CO → Moab, UT' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(within(dayCard('Complete Journey Overview')).getByText('N/A')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Day 1' })).toBeTruthy();
  });

  it("shows the planner's notes on the plan: what it left out for the traveller, and none when there are none", async () => {
    renderTrip(shownTrip());
    const notes = await screen.findByRole('region', { name: 'Notes on your plan' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Distances and drive times are estimates; check live directions before you go.',
      'Left out for your dog: Arches National Park (no dogs allowed).',
    ]);
    cleanup();
    renderTrip(shownTrip(tripFixture({ planner: null })));
    await screen.findByRole('heading', { level: 1, name: 'Canyon Country Loop' });
    expect(screen.queryByRole('region', { name: 'Notes on your plan' })).toBeNull();
  });

  it('says so when the route has no stops', async () => {
    renderTrip(shownTrip(tripFixture({ routeOptions: [], stops: [] }), emptyForecast('')));

    await screen.findByText('No stops available for this route');
    expect(screen.queryByRole('heading', { name: 'Complete Journey Overview' })).toBeNull();
  });

  it('shows Trip not found for a missing trip and for an id that is not a number', async () => {
    renderTrip([tripAnswer(null)]);
    await screen.findByText('Trip not found');
    expect(screen.queryByRole('button', { name: 'Share Trip' })).toBeNull();
  });

  it("reads an Italian trip's route options and overview in km", async () => {
    renderTrip(shownTrip(italianTrip()));
    await screen.findByRole('heading', { level: 1, name: 'Canyon Country Loop' });
    const options = within(screen.getByRole('radiogroup', { name: 'Choose Your Route' })).getAllByRole(
      'radio',
    );
    expect(options.map((option) => distanceIn(option.textContent))).toEqual(['280 km', '341 km']);
    const overview = within(dayCard('Complete Journey Overview'));
    expect(overview.getByText('Distance').nextElementSibling?.textContent).toBe('280 km');
  });

  it('reads a US trip in miles, and an Italian one in miles for a traveller whose profile prefers them', async () => {
    renderTrip(shownTrip());
    const overview = within(await screen.findByRole('region', { name: 'Complete Journey Overview' }));
    expect(overview.getByText('Distance').nextElementSibling?.textContent).toBe('354 mi');
    cleanup();

    const traveller = {
      id: 'u1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: null,
      distanceUnits: 'mi' as const,
    };
    renderInShell(
      <Routes location="/trip/7">
        <Route path="/trip/:id" element={<TripDetail user={traveller} notify={vi.fn()} />} />
      </Routes>,
      { mocks: shownTrip(italianTrip()) },
    );
    await screen.findByRole('heading', { level: 1, name: 'Canyon Country Loop' });
    const options = within(screen.getByRole('radiogroup', { name: 'Choose Your Route' })).getAllByRole(
      'radio',
    );
    expect(options.map((option) => distanceIn(option.textContent))).toEqual(['174 mi', '212 mi']);
  });

  it('reads the id from the route and refuses one that is not a number', () => {
    renderInShell(
      <Routes location="/trip/abc">
        <Route path="/trip/:id" element={<TripDetail user={null} notify={vi.fn()} />} />
      </Routes>,
    );
    expect(screen.getByText('Trip not found')).toBeTruthy();
  });

  it('reads a numeric id from the route', async () => {
    renderInShell(
      <Routes location="/trip/7">
        <Route path="/trip/:id" element={<TripDetail user={null} notify={vi.fn()} />} />
      </Routes>,
      { mocks: shownTrip() },
    );
    await screen.findByRole('heading', { level: 1, name: 'Canyon Country Loop' });
  });

  it('offers a retry when the trip cannot be loaded', async () => {
    renderTrip([
      { request: { query: TripDetailQuery, variables: { id: 7 } }, error: new Error('Network down') },
      ...shownTrip(),
    ]);

    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Canyon Country Loop' });
  });

  // The itinerary is replaced: the trip's updatedAt moves on, and the cost forecast asks again.
  const REPLACED_AT = '2026-11-21T10:00:00.000Z';
  const replaced = (field: 'regenerateTrip' | 'restorePreviousItinerary') => ({
    data: {
      [field]: {
        __typename: 'Trip',
        id: 7,
        updatedAt: REPLACED_AT,
        hasPreviousItinerary: true,
        memories: [],
      },
    },
  });
  const regenerated: MockedResponse = {
    request: { query: RegenerateTripMutation, variables: { id: 7 } },
    result: replaced('regenerateTrip'),
    delay: 30,
  };
  /** 'Generate New Itinerary', then the dialog's 'Generate'. */
  const confirmRegenerate = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Itinerary' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Generate a new itinerary?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
  };

  it('asks first, and Cancel changes nothing', async () => {
    // No regeneration is mocked: one sent anyway would fail and toast, which the test rules out.
    const notify = renderTrip(shownTrip());
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Itinerary' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Generate a new itinerary?' });
    expect(dialog.textContent).toContain('Your current one is kept');
    // Focus starts on Cancel, so Enter on an unread dialog keeps the plan.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate New Itinerary' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notify).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Go back to the previous itinerary' })).toBeNull();
  });

  it('goes back to the previous itinerary: restores it, toasts, and refetches the trip', async () => {
    const notify = renderTrip([
      ...shownTrip(tripFixture({ hasPreviousItinerary: true })),
      {
        request: { query: RestorePreviousItineraryMutation, variables: { id: 7 } },
        result: replaced('restorePreviousItinerary'),
        delay: 30,
      },
      tripAnswer(tripFixture({ title: 'Canyon Country Loop, as before', hasPreviousItinerary: true })),
      tripFixtureForecast(0, REPLACED_AT),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Go back to the previous itinerary' }));
    expect((screen.getByRole('button', { name: 'Going back...' }) as HTMLButtonElement).disabled).toBe(true);
    await screen.findByRole('heading', { level: 1, name: 'Canyon Country Loop, as before' });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Previous Itinerary Restored' }));
  });

  it('generates a new itinerary after confirming: spinner, then a toast, the refetched trip and Go back', async () => {
    const notify = renderTrip([
      ...shownTrip(),
      regenerated,
      tripAnswer(tripFixture({ title: 'Canyon Country Loop, take two', hasPreviousItinerary: true })),
      tripFixtureForecast(0, REPLACED_AT),
    ]);

    await confirmRegenerate();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const busy = screen.getByRole('button', { name: 'Generating New Itinerary...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    await screen.findByRole('heading', { level: 1, name: 'Canyon Country Loop, take two' });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'New Itinerary Generated!' }));
    expect(
      (screen.getByRole('button', { name: 'Generate New Itinerary' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByRole('button', { name: 'Go back to the previous itinerary' })).toBeTruthy();
  });

  it('toasts Generation Failed with the server message when generation fails', async () => {
    const notify = renderTrip([
      ...shownTrip(),
      {
        request: { query: RegenerateTripMutation, variables: { id: 7 } },
        result: { errors: [new GraphQLError('The planner could not reach the routing service')] },
      },
    ]);

    await confirmRegenerate();

    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Generation Failed',
        description: 'The planner could not reach the routing service',
        variant: 'destructive',
      }),
    );
    expect(
      (screen.getByRole('button', { name: 'Generate New Itinerary' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Canyon Country Loop' })).toBeTruthy();
  });

  it('describes a failure by its server message, its status, or the fixed sentence', () => {
    expect(regenerationFailure(undefined)).toBe('Unable to create new itinerary. Please try again.');
    expect(regenerationFailure({ graphQLErrors: [], networkError: { statusCode: 502 } })).toBe(
      'Server error: 502',
    );
    expect(regenerationFailure(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(regenerationFailure(new Error(' '))).toBe('Unable to create new itinerary. Please try again.');
  });
});
