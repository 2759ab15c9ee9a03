import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateAway } from '../../../lib/navigate';
import { renderInShell } from '../../../testing/render';
import { ADA } from '../../../testing/traveller';
import { DashboardTripsQuery, type DashboardTrip } from '../api/dashboard-trips';
import { Dashboard } from './dashboard';
import { expectErrorToast } from '../../../testing/expectations';

vi.mock('../../../lib/navigate', () => ({ navigateAway: vi.fn() }));

function trip(id: number, overrides: Partial<DashboardTrip> = {}): DashboardTrip & { __typename: 'Trip' } {
  return {
    __typename: 'Trip',
    id,
    title: `Trip number ${id}`,
    description: `Description ${id}`,
    startLocation: 'Denver, CO',
    endLocation: 'Moab, UT',
    status: 'planning',
    totalDays: 4,
    theme: null,
    isPublic: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    highlightImage: null,
    ...overrides,
  };
}

const tripsAnswer = (myTrips: DashboardTrip[]): MockedResponse => ({
  request: { query: DashboardTripsQuery },
  result: { data: { myTrips } },
});

afterEach(() => {
  vi.mocked(navigateAway).mockClear();
  vi.useRealTimers();
});

describe('Dashboard', () => {
  it('welcomes the traveller and shows at most the first six trips, each linking to its page', async () => {
    const trips = Array.from({ length: 8 }, (_, index) => trip(index + 1));
    renderInShell(<Dashboard user={ADA} notify={vi.fn()} />, { mocks: [tripsAnswer(trips)] });

    expect(screen.getByRole('status').textContent).toContain('Loading your trips...');

    await screen.findByRole('link', { name: /Trip number 1/ });
    // A traveller with trips has been here before.
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy();
    const tripLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/trip/'));
    expect(tripLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/trip/1',
      '/trip/2',
      '/trip/3',
      '/trip/4',
      '/trip/5',
      '/trip/6',
    ]);
    expect(screen.queryByText('Trip number 7')).toBeNull();
  });

  it('uses the fallbacks for a trip without title or description and capitalises the status', async () => {
    renderInShell(<Dashboard user={ADA} notify={vi.fn()} />, {
      mocks: [tripsAnswer([trip(3, { title: '', description: null, status: 'planning' })])],
    });

    const card = await screen.findByRole('link', { name: /Untitled Trip/ });
    expect(card.getAttribute('href')).toBe('/trip/3');
    expect(within(card).getByText('Journey from Denver, CO to Moab, UT')).toBeTruthy();
    expect(within(card).getByText('Planning')).toBeTruthy();
    // The status sits on the picture's bottom edge: the artwork's 'ROAD TRIP TO ...' is in its top corner.
    expect(getComputedStyle(within(card).getByText('Planning')).bottom).not.toBe('');
    expect(getComputedStyle(within(card).getByText('Planning')).top).toBe('');
  });

  it('shows the highlight thumbnail with its credit, and the gradient when the image fails to load', async () => {
    const image = {
      __typename: 'TripHighlightImage',
      imageUrl: 'https://images.example.test/moab-full.jpg',
      thumbnailUrl: 'https://images.example.test/moab-thumb.jpg',
      alt: 'Red rock arches near Moab',
      photographerName: 'Jo Lens',
      photographerUrl: 'https://unsplash.example.test/@jolens',
    };
    renderInShell(<Dashboard user={ADA} notify={vi.fn()} />, {
      mocks: [tripsAnswer([trip(1, { highlightImage: image }), trip(2)])],
    });

    const picture = await screen.findByRole('img', { name: 'Red rock arches near Moab' });
    expect(picture.getAttribute('src')).toBe('https://images.example.test/moab-thumb.jpg');
    const credit = screen.getByRole('link', { name: 'Jo Lens' });
    expect(credit.getAttribute('href')).toBe('https://unsplash.example.test/@jolens');
    expect(credit.closest('p')?.textContent).toBe('Photo by Jo Lens');
    // The trip without an image shows only its gradient.
    expect(screen.getAllByRole('img')).toHaveLength(1);

    fireEvent.error(picture);
    expect(screen.queryByRole('img', { name: 'Red rock arches near Moab' })).toBeNull();
    expect(screen.queryByText(/Photo by/)).toBeNull();
    expect(screen.getAllByTestId('trip-card-picture')[0]?.getAttribute('style') ?? '').not.toContain('url(');
  });

  it('falls back to imageUrl without a thumbnail and shows no credit for generated artwork', async () => {
    renderInShell(<Dashboard user={ADA} notify={vi.fn()} />, {
      mocks: [
        tripsAnswer([
          trip(1, {
            highlightImage: {
              __typename: 'TripHighlightImage',
              imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
              thumbnailUrl: '',
              alt: 'Artwork of Moab',
              photographerName: null,
              photographerUrl: null,
            } as DashboardTrip['highlightImage'],
          }),
        ]),
      ],
    });

    const picture = await screen.findByRole('img', { name: 'Artwork of Moab' });
    expect(picture.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.queryByText(/Photo by/)).toBeNull();
  });
});

describe('Dashboard: no trips, sharing and failures', () => {
  it('shows the empty state, and greets an unnamed new traveller as Explorer, not "Welcome back"', async () => {
    renderInShell(<Dashboard user={{ ...ADA, firstName: null }} notify={vi.fn()} />, {
      mocks: [tripsAnswer([])],
    });

    await screen.findByText('No trips yet');
    expect(screen.getByRole('heading', { name: 'Welcome, Explorer!' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Plan Your First Trip' }).getAttribute('href')).toBe(
      '/trip-builder',
    );
    expect(screen.getByRole('link', { name: 'Create Trip' }).getAttribute('href')).toBe('/trip-builder');
  });

  it('links the four feature cards', () => {
    renderInShell(<Dashboard user={ADA} notify={vi.fn()} />, { mocks: [tripsAnswer([])] });

    const features = within(screen.getByRole('navigation', { name: 'Start something new' }));
    expect(features.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/trip-builder',
      '/trip-packs',
      '/discover-places',
      '/geo-tagged-images',
    ]);
  });

  it("shares a public trip's link at once, but asks to make a private trip public first", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const notify = vi.fn();
    renderInShell(<Dashboard user={ADA} notify={notify} />, {
      mocks: [tripsAnswer([trip(1, { isPublic: true }), trip(2)])],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Share Trip number 1' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: 'Trip shared!', description: 'Link copied to clipboard' }),
    );
    expect(String((writeText.mock.calls[0] as unknown as [string])[0])).toContain('/public-trip/1');

    fireEvent.click(screen.getByRole('button', { name: 'Share Trip number 2' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Share Your Trip' }));
    expect(dialog.getByText('This trip is private.')).toBeTruthy();
    expect(dialog.queryByLabelText('Trip link')).toBeNull();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the trips cannot be loaded', async () => {
    renderInShell(<Dashboard user={ADA} notify={vi.fn()} />, {
      mocks: [
        { request: { query: DashboardTripsQuery }, error: new Error('Network down') },
        tripsAnswer([trip(1)]),
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your trips");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await screen.findByRole('link', { name: /Trip number 1/ });
  });

  it('toasts Unauthorized and signs in again 500 ms later when the session is gone', async () => {
    const notify = vi.fn();
    renderInShell(<Dashboard user={ADA} notify={notify} />, {
      mocks: [
        {
          request: { query: DashboardTripsQuery },
          result: {
            errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })],
          },
        },
      ],
    });

    await expectErrorToast(notify, 'Unauthorized', 'You are logged out. Logging in again...');
    expect(navigateAway).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
  });
});
