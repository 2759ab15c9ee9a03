import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { TripPackContinentsQuery } from '../api/trip-pack-continents';
import { TripPackResultsQuery } from '../api/trip-packs';
import { TripPackFinder } from './trip-pack-finder';

const continents: MockedResponse = {
  request: { query: TripPackContinentsQuery },
  result: {
    data: {
      tripPackContinents: [
        {
          __typename: 'Continent',
          id: 'north-america',
          name: 'North America',
          countries: [
            { __typename: 'Country', id: 'usa', name: 'United States' },
            { __typename: 'Country', id: 'canada', name: 'Canada' },
          ],
        },
        {
          __typename: 'Continent',
          id: 'europe',
          name: 'Europe',
          countries: [{ __typename: 'Country', id: 'france', name: 'France' }],
        },
      ],
    },
  },
};

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('TripPackFinder', () => {
  it('starts at step 1 of 4 with continents from the API, Continue disabled until one is chosen', async () => {
    renderInShell(<TripPackFinder user={null} notify={vi.fn()} />, { mocks: [continents] });

    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByText('25% complete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(isDisabled(button('Back'))).toBe(true);
    expect(isDisabled(button('Continue'))).toBe(true);

    const northAmerica = await screen.findByRole('button', { name: /North America/ });
    expect(button(/Europe/)).toBeTruthy();

    fireEvent.click(northAmerica);

    expect(northAmerica.getAttribute('aria-pressed')).toBe('true');
    expect(isDisabled(button('Continue'))).toBe(false);
  });

  it("offers the chosen continent's countries in step 2 and can go back", async () => {
    renderInShell(<TripPackFinder user={null} notify={vi.fn()} />, { mocks: [continents] });
    fireEvent.click(await screen.findByRole('button', { name: /North America/ }));
    fireEvent.click(button('Continue'));

    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(screen.getByText('50% complete')).toBeTruthy();
    expect(button(/United States/)).toBeTruthy();
    expect(button(/Canada/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /France/ })).toBeNull();
    expect(isDisabled(button('Continue'))).toBe(true);

    fireEvent.click(button('Back'));
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(button(/North America/).getAttribute('aria-pressed')).toBe('true');
  });

  it('walks length and season, then asks for matching packs with the four choices', async () => {
    const results: MockedResponse = {
      request: {
        query: TripPackResultsQuery,
        variables: {
          filter: { continent: 'north-america', country: 'canada', length: 'weekend', season: 'fall' },
        },
      },
      result: { data: { tripPacks: [], nearestTripPacks: [] } },
    };
    renderInShell(<TripPackFinder user={null} notify={vi.fn()} />, { mocks: [continents, results] });
    fireEvent.click(await screen.findByRole('button', { name: /North America/ }));
    fireEvent.click(button('Continue'));
    fireEvent.click(button(/Canada/));
    fireEvent.click(button('Continue'));
    fireEvent.click(button(/Weekend Getaway/));
    fireEvent.click(button('Continue'));
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    fireEvent.click(button(/Fall/));
    fireEvent.click(button('Find My Trips'));

    expect(screen.getByRole('heading', { name: 'Your Perfect Trip Packs' })).toBeTruthy();
    await screen.findByText('No trip packs match yet');
    expect(screen.getByText('0 matching adventures')).toBeTruthy();

    fireEvent.click(button('Start Over'));
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('offers a retry when the continents cannot be loaded', async () => {
    renderInShell(<TripPackFinder user={null} notify={vi.fn()} />, {
      mocks: [{ request: { query: TripPackContinentsQuery }, error: new Error('Network down') }, continents],
    });

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load destinations");
    fireEvent.click(button('Try again'));

    await screen.findByRole('button', { name: /North America/ });
  });
});
