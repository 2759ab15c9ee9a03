import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { DEMO_ROUTE } from '../lib/demo-route';
import { RouteMapDemo } from './route-map-demo';

describe('RouteMapDemo (/test-map)', () => {
  beforeAll(() => {
    // jsdom does no layout: give the map a size so Leaflet lays out and fits the route.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  });

  it('maps six real stops between Denver and Moab, in route order, and filters them by day', () => {
    const { container } = renderInShell(<RouteMapDemo />);

    expect(screen.getByRole('heading', { level: 1, name: 'Route Map Demo' })).toBeTruthy();
    expect(screen.getByText('Denver, CO to Moab, UT along I-70: 6 real stops over 3 days.')).toBeTruthy();
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(6);
    const list = within(screen.getByRole('region', { name: 'All stops' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Idaho Springs (Day 1)',
      'Georgetown (Day 1)',
      'Vail (Day 1)',
      'Hanging Lake, Glenwood Canyon (Day 2)',
      'Colorado National Monument (Day 2)',
      'Fisher Towers (Day 3)',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Day 2' }));
    const day = within(screen.getByRole('region', { name: 'Day 2 stops' }));
    expect(day.getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps every stop between the two cities, heading west', () => {
    // Denver is at -104.99, Moab at -109.55; Colorado and Utah lie between 37 and 41 N.
    const longitudes = DEMO_ROUTE.stops.map((stop) => stop.lng);
    expect(longitudes.every((lng) => lng < -104.99 && lng > -109.55)).toBe(true);
    expect(DEMO_ROUTE.stops.every((stop) => stop.lat > 37 && stop.lat < 41)).toBe(true);
    expect([...longitudes].sort((a, b) => b - a)).toEqual(longitudes);
  });
});
