import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { TripDetailQuery } from '../api/trip-detail';
import { TripDetailView } from './trip-detail';
import { tripFixtureForecast } from './cost-forecast.fixtures';
import { tripFixture } from './trip-detail.fixtures';
import { TripExport } from './trip-export';

// The map, photos and panels are other features with their own tests; the export needs none of them.
vi.mock('../../../components/journey-map/components/journey-map', () => ({ JourneyMap: () => null }));
vi.mock('../route-photos/components/route-photos', () => ({ RoutePhotos: () => null }));
vi.mock('../trip-panels/components/trip-panels', () => ({ TripPanels: () => null }));

const LABELS = ['GPX (navigation apps)', 'KML (Google Earth)', 'Calendar (ICS)'];
const hrefs = () => LABELS.map((name) => screen.getByRole('link', { name }).getAttribute('href'));

describe('trip export', () => {
  it('offers the three files of the chosen route as download links, in tab order', () => {
    renderInShell(<TripExport tripId={7} routeIndex={1} routeName="The Scenic Byway" />, { mocks: [] });
    const section = screen.getByRole('region', { name: 'Export' });
    expect(
      within(section).getByText(/^The Scenic Byway: each day's stops, drive and overnight/),
    ).toBeTruthy();
    expect(hrefs()).toEqual([
      '/api/trips/7/export.gpx?route=1',
      '/api/trips/7/export.kml?route=1',
      '/api/trips/7/export.ics?route=1',
    ]);
    for (const name of LABELS) {
      const link = screen.getByRole('link', { name });
      // A download the browser saves, reachable from the keyboard like any link.
      expect(link.hasAttribute('download')).toBe(true);
      expect(link.tabIndex).toBe(0);
      link.focus();
      expect(document.activeElement).toBe(link);
    }
  });

  it('follows the route the traveller chooses on the trip page', async () => {
    const answer: MockedResponse = {
      request: { query: TripDetailQuery, variables: { id: 7 } },
      result: { data: { trip: tripFixture() } },
    };
    // The page also shows the cost forecast of each route option it shows.
    renderInShell(<TripDetailView tripId={7} notify={vi.fn()} />, {
      mocks: [answer, tripFixtureForecast(0), tripFixtureForecast(1)],
    });
    await screen.findByRole('link', { name: 'GPX (navigation apps)' });
    expect(hrefs().every((href) => href?.endsWith('?route=0'))).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /The Scenic Byway/ }));
    expect(hrefs()).toEqual([
      '/api/trips/7/export.gpx?route=1',
      '/api/trips/7/export.kml?route=1',
      '/api/trips/7/export.ics?route=1',
    ]);
  });
});
