import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TripDetailQuery } from '../api/trip-detail';
import { emptyForecast, tripFixtureForecast } from './cost-forecast.fixtures';
import { stopFixture, tripFixture } from './trip-detail.fixtures';
import {
  dayCard,
  renderTrip,
  renderTripRoute,
  shownTrip,
  tripAnswer,
  tripShown,
} from './trip-detail.testing';
import { expectTexts } from '../../../testing/expectations';

// The map and the panels are other features with their own tests; here they only need their props.
vi.mock('../../../components/journey-map/components/journey-map', () => import('./trip-detail.mocks'));
vi.mock('../trip-panels/components/trip-panels', () => import('./trip-detail.mocks'));
vi.mock('../route-photos/components/route-photos', () => import('./trip-detail.mocks'));

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

beforeEach(() => {
  vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('TripDetail: the plan', () => {
  it('shows the trip, its first route option and the complete journey overview', async () => {
    renderTrip(shownTrip());

    expect(screen.getByRole('status').textContent).toContain('Loading your trip...');
    await tripShown();
    expect(screen.getByRole('link', { name: /Back to Trips/ }).getAttribute('href')).toBe('/trips');
    expect(screen.getByRole('button', { name: 'Share Trip' })).toBeTruthy();
    expectTexts(['Denver, CO', 'Moab, UT', '4 days', 'Four days from the Rockies to the red rock.']);

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
    expectTexts(['90 minutes', '18300 W Alameda Pkwy, Morrison, CO', 'wellness'], dayOne);
    expect(dayOne.getAllByRole('button', { name: /^Explore Stop/ })).toHaveLength(2);
    expect(dayOne.getByRole('button', { name: 'Begin Day 1 Navigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Begin Day 3 Navigation' })).toBeTruthy();

    expect(screen.getByRole('region', { name: 'Trip panels' }).textContent).toBe(
      '7: Red Rocks Amphitheatre, Glenwood Hot Springs, Arches National Park',
    );
  });

  it("asks for photos shared near the shown route's stops", async () => {
    renderTrip(shownTrip());
    await tripShown();
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

    await tripShown('Denver, CO → Moab, UT');
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
    await tripShown();
    expect(screen.queryByRole('region', { name: 'Notes on your plan' })).toBeNull();
  });
});

describe('TripDetail: no stops, units and the route id', () => {
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
    await tripShown();
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
    renderTripRoute('7', traveller, shownTrip(italianTrip()));
    await tripShown();
    const options = within(screen.getByRole('radiogroup', { name: 'Choose Your Route' })).getAllByRole(
      'radio',
    );
    expect(options.map((option) => distanceIn(option.textContent))).toEqual(['174 mi', '212 mi']);
  });

  it('reads the id from the route and refuses one that is not a number', () => {
    renderTripRoute('abc', null);
    expect(screen.getByText('Trip not found')).toBeTruthy();
  });

  it('reads a numeric id from the route', async () => {
    renderTripRoute('7', null, shownTrip());
    await tripShown();
  });

  it('offers a retry when the trip cannot be loaded', async () => {
    renderTrip([
      { request: { query: TripDetailQuery, variables: { id: 7 } }, error: new Error('Network down') },
      ...shownTrip(),
    ]);

    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await tripShown();
  });
});
