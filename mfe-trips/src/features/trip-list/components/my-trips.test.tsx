import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { ADA } from '../../../testing/traveller';
import { MyTripsQuery, type MyTrip } from '../api/my-trips';
import { myTripFixture as trip } from '../lib/trip-list.fixtures';
import { MyTrips } from './my-trips';
import { MyTripInvitationsQuery } from '../api/trip-invitations';
import { expectTexts } from '../../../testing/expectations';

vi.mock('../../../lib/navigate', () => ({ navigateAway: vi.fn() }));

const answer = (myTrips: MyTrip[]): MockedResponse[] => [
  { request: { query: MyTripsQuery }, result: { data: { myTrips } } },
  // No invitation waits (trip-invitations.test.tsx covers those).
  { request: { query: MyTripInvitationsQuery }, result: { data: { myTripInvitations: [] } } },
];

const TRIPS = [
  trip(1, {
    title: 'Coastal Drive',
    startLocation: 'Seattle, WA',
    endLocation: 'San Diego, CA',
    totalDays: 10,
    travelPartySize: 1,
    budget: 'luxury',
    theme: 'scenic-drives,foodie',
    description: 'Highway 1 all the way',
  }),
  trip(2, { title: 'Alpine Loop', totalDays: 1, travelPartySize: 4, budget: 'budget' }),
  trip(3, { title: 'Bayou Blues', totalDays: 14, theme: 'music', budget: 'moderate' }),
];

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** Chooses each value of `select` in turn and expects the cards then shown, in order. */
function expectChoices(select: HTMLElement, table: [value: string, titles: string[]][]) {
  for (const [value, titles] of table) {
    fireEvent.change(select, { target: { value } });
    expect(cardTitles()).toEqual(titles);
  }
}

describe('MyTrips', () => {
  it('greets the traveller, counts the trips and draws a card per trip', async () => {
    renderInShell(<MyTrips user={ADA} notify={vi.fn()} />, { mocks: answer(TRIPS) });

    expect(screen.getByRole('heading', { name: 'Your Trips' })).toBeTruthy();
    expect(screen.getByText(/Welcome back, Ada!/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading your trips...');

    await screen.findByText('3 of 3 trips');
    expect(cardTitles()).toEqual(['Bayou Blues', 'Alpine Loop', 'Coastal Drive']);

    const coastal = within(screen.getByRole('article', { name: 'Coastal Drive' }));
    expectTexts(['Scenic Drives +1', '1w 3d', 'Seattle, WA → San Diego, CA', '1 person'], coastal);
    // The budget reads with what it means, never 'Budget: Budget'.
    expect(coastal.getByText('Luxury · $200+/day per person')).toBeTruthy();
    expect(coastal.getByText('Highway 1 all the way')).toBeTruthy();
    // The badges sit on the picture's bottom edge, clear of the artwork's words in its top corner.
    for (const badge of ['Scenic Drives +1', '1w 3d']) {
      expect(getComputedStyle(coastal.getByText(badge)).top).toBe('');
      expect(getComputedStyle(coastal.getByText(badge)).bottom).not.toBe('');
    }
    expect(coastal.getByRole('link', { name: 'View Trip: Coastal Drive' }).getAttribute('href')).toBe(
      '/trip/1',
    );

    const alpine = within(screen.getByRole('article', { name: 'Alpine Loop' }));
    expect(alpine.getByText('1 day')).toBeTruthy();
    expect(alpine.getByText('4 people')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Bayou Blues' })).getByText('2 weeks')).toBeTruthy();
  });

  it('searches, filters and sorts, and clears a search that matches nothing', async () => {
    renderInShell(<MyTrips user={ADA} notify={vi.fn()} />, { mocks: answer(TRIPS) });
    await screen.findByText('3 of 3 trips');

    const search = screen.getByPlaceholderText('Search trips by name, location, or theme...');
    fireEvent.change(search, { target: { value: 'san diego' } });
    expect(screen.getByText('1 of 3 trips')).toBeTruthy();
    expect(cardTitles()).toEqual(['Coastal Drive']);

    fireEvent.change(search, { target: { value: 'MUSIC' } });
    expect(cardTitles()).toEqual(['Bayou Blues']);

    fireEvent.change(search, { target: { value: '' } });
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    expect(within(filter).getAllByRole('option')).toHaveLength(8);
    expectChoices(filter, [
      ['long', ['Bayou Blues', 'Coastal Drive']],
      ['budget', ['Bayou Blues', 'Alpine Loop']],
      ['group', ['Bayou Blues', 'Alpine Loop']],
      ['solo', ['Coastal Drive']],
    ]);
    fireEvent.change(filter, { target: { value: 'all' } });

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option')).toHaveLength(5);
    expectChoices(sort, [
      ['alphabetical', ['Alpine Loop', 'Bayou Blues', 'Coastal Drive']],
      ['duration-desc', ['Bayou Blues', 'Coastal Drive', 'Alpine Loop']],
      ['duration-asc', ['Alpine Loop', 'Coastal Drive', 'Bayou Blues']],
      ['oldest', ['Coastal Drive', 'Alpine Loop', 'Bayou Blues']],
    ]);

    fireEvent.change(filter, { target: { value: 'short' } });
    fireEvent.change(search, { target: { value: 'atlantis' } });
    expect(screen.getByText('0 of 3 trips')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No trips found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('3 of 3 trips')).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
    expect((filter as HTMLSelectElement).value).toBe('all');
  });

  it('falls back to "start → end" titles and shows no photo when the image fails to load', async () => {
    renderInShell(<MyTrips user={ADA} notify={vi.fn()} />, {
      mocks: answer([
        trip(4, {
          title: ' ',
          highlightImage: {
            __typename: 'TripHighlightImage',
            imageUrl: 'https://images.example.test/full.jpg',
            thumbnailUrl: 'https://images.example.test/thumb.jpg',
            alt: 'Desert arches',
            photographerName: 'Jo Lens',
            photographerUrl: null,
          } as MyTrip['highlightImage'],
        }),
      ]),
    });

    const card = within(await screen.findByRole('article', { name: 'Denver, CO → Moab, UT' }));
    const picture = card.getByRole('img', { name: 'Desert arches' });
    expect(picture.getAttribute('src')).toBe('https://images.example.test/thumb.jpg');
    expect(card.getByText('Photo by Jo Lens')).toBeTruthy();
    fireEvent.error(picture);
    expect(card.queryByRole('img')).toBeNull();
    expect(card.queryByText(/Photo by/)).toBeNull();
  });

  it('says whose a shared trip is and what the traveller may do on it (issue 22)', async () => {
    renderInShell(<MyTrips user={ADA} notify={vi.fn()} />, {
      mocks: answer([
        trip(5, { title: 'Their Loop', role: 'viewer', ownerName: 'Bo K.' }),
        trip(6, { title: 'Our Loop', role: 'editor', ownerName: null }),
        trip(7, { title: 'My Loop' }),
      ]),
    });
    const theirs = within(await screen.findByRole('article', { name: 'Their Loop' }));
    expect(theirs.getByText('Shared by Bo K. · Can view')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Our Loop' })).getByText(
        'Shared by another traveller · Can edit',
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'My Loop' })).queryByText(/Shared by/)).toBeNull();
  });

  it('shows the no-trips state with Plan Your First Trip, greeting an unnamed traveller as Explorer', async () => {
    renderInShell(<MyTrips user={{ ...ADA, firstName: null }} notify={vi.fn()} />, { mocks: answer([]) });

    expect(screen.getByText(/Welcome back, Explorer!/)).toBeTruthy();
    await screen.findByText('No trips yet!');
    expect(screen.getByRole('heading', { name: 'No trips yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan Your First Trip' }).getAttribute('href')).toBe(
      '/trip-builder',
    );
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('offers a retry when the trips cannot be loaded', async () => {
    renderInShell(<MyTrips user={ADA} notify={vi.fn()} />, {
      mocks: [{ request: { query: MyTripsQuery }, error: new Error('Network down') }, ...answer(TRIPS)],
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your trips");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('3 of 3 trips');
  });
});
