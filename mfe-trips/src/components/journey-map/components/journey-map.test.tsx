import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { DAY_PALETTE, dayColour, mapTileSettings } from '../lib/map-settings';
import { JourneyMap, type JourneyMapDayPath, type JourneyMapStop } from './journey-map';

const stop = (
  name: string,
  dayNumber: number,
  orderInDay: number,
  lat: number | null = 38 + dayNumber / 2 + orderInDay / 4,
  lng: number | null = -106 + dayNumber,
): JourneyMapStop => ({ name, dayNumber, orderInDay, lat, lng, category: 'scenic' });

// Out of order on purpose: the map sorts by day then orderInDay.
const STOPS: JourneyMapStop[] = [
  stop('Arches National Park', 2, 1),
  stop('Red Rocks Amphitheatre', 1, 1),
  stop('Glenwood Springs', 1, 2),
  stop('No coordinates yet', 2, 2, null, null),
  stop('Canyonlands', 3, 1),
];

function markers(container: HTMLElement) {
  return Array.from(container.querySelectorAll<HTMLElement>('.leaflet-marker-icon'));
}

describe('JourneyMap', () => {
  beforeAll(() => {
    // jsdom does no layout: give the map a size so Leaflet lays out tiles and fits bounds.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  });
  afterEach(() => {
    delete (window as Window & { __BYWAY_CONFIG__?: unknown }).__BYWAY_CONFIG__;
  });

  it('puts one marker per mapped stop, coloured by day, with the route line and a note for unmapped stops', () => {
    const { container } = renderInShell(
      <JourneyMap stops={STOPS} selectedDay={null} onSelectDay={vi.fn()} />,
    );

    const all = markers(container);
    expect(all).toHaveLength(4);
    expect(all.map((marker) => marker.getAttribute('title'))).toEqual([
      'Red Rocks Amphitheatre (Day 1, Stop #1)',
      'Glenwood Springs (Day 1, Stop #2)',
      'Arches National Park (Day 2, Stop #1)',
      'Canyonlands (Day 3, Stop #1)',
    ]);
    const dots = all.map((marker) => marker.querySelector<HTMLElement>('[data-day]'));
    expect(dots.map((dot) => dot?.style.backgroundColor)).toEqual([
      rgb(DAY_PALETTE[0]),
      rgb(DAY_PALETTE[0]),
      rgb(DAY_PALETTE[1]),
      rgb(DAY_PALETTE[2]),
    ]);
    expect(container.querySelectorAll('path.byway-route-line')).toHaveLength(1);
    expect(screen.getByText('1 stop has no coordinates and is not on the map.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Map of the complete route' })).toBeTruthy();
  });

  it('cycles the 10-colour palette by day number', () => {
    expect(DAY_PALETTE).toHaveLength(10);
    expect(new Set(DAY_PALETTE).size).toBe(10);
    expect(dayColour(1)).toBe(DAY_PALETTE[0]);
    expect(dayColour(10)).toBe(DAY_PALETTE[9]);
    expect(dayColour(11)).toBe(DAY_PALETTE[0]);
    expect(dayColour(23)).toBe(DAY_PALETTE[2]);
  });

  it('offers Complete Route and one chip per day, and reports the chosen day', () => {
    const onSelectDay = vi.fn();
    renderInShell(<JourneyMap stops={STOPS} selectedDay={null} onSelectDay={onSelectDay} />);

    const chips = screen.getByRole('group', { name: 'Show a day on the map' });
    const names = Array.from(chips.querySelectorAll('button')).map((button) => button.textContent);
    expect(names).toEqual(['Complete Route', 'Day 1', 'Day 2', 'Day 3']);
    expect(screen.getByRole('button', { name: 'Complete Route' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Day 2' }).getAttribute('data-colour')).toBe(DAY_PALETTE[1]);

    fireEvent.click(screen.getByRole('button', { name: 'Day 2' }));
    expect(onSelectDay).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Complete Route' }));
    expect(onSelectDay).toHaveBeenLastCalledWith(null);
  });

  it('shows only the selected day’s markers, as the chips choose', () => {
    function Harness() {
      const [day, setDay] = useState<number | null>(1);
      return <JourneyMap stops={STOPS} selectedDay={day} onSelectDay={setDay} />;
    }
    const { container } = renderInShell(<Harness />);
    expect(markers(container).map((marker) => marker.getAttribute('title'))).toEqual([
      'Red Rocks Amphitheatre (Day 1, Stop #1)',
      'Glenwood Springs (Day 1, Stop #2)',
    ]);
    expect(screen.getByRole('button', { name: 'Day 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: 'Map of day 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Day 3' }));
    expect(markers(container)).toHaveLength(1);
    expect(container.querySelectorAll('path.byway-route-line')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Complete Route' }));
    expect(markers(container)).toHaveLength(4);
  });

  it('draws stops too close to tell apart as one bubble with their count, which zooms in when pressed', async () => {
    // A day of four visits in one town, far from the rest of the trip (issue 21: no ring of markers).
    const town = [1, 2, 3, 4].map((order) =>
      stop(`Vail stop ${order}`, 1, order, 39.64 + order / 2000, -106.37),
    );
    const { container } = renderInShell(
      <JourneyMap
        stops={[...town, stop('Moab', 2, 1, 38.57, -109.55)]}
        selectedDay={null}
        onSelectDay={vi.fn()}
      />,
    );
    const bubble = container.querySelector<HTMLElement>('.byway-stop-cluster');
    expect(bubble?.textContent).toBe('4');
    expect(bubble?.getAttribute('title')).toBe('4 stops, Vail stop 1 to Vail stop 4: zoom in to see them');
    expect(markers(container).map((marker) => marker.getAttribute('title'))).toContain(
      'Moab (Day 2, Stop #1)',
    );

    // Each press zooms in until the group parts (into smaller bubbles first, where it must).
    fireEvent.click(bubble!);
    await waitFor(() => expect(container.querySelector('.byway-stop-cluster')?.textContent).not.toBe('4'));
    for (let press = 0; press < 10 && container.querySelector('.byway-stop-cluster'); press++) {
      fireEvent.click(container.querySelector('.byway-stop-cluster')!);
    }
    expect(container.querySelector('.byway-stop-cluster')).toBeNull();
    expect(markers(container).map((marker) => marker.getAttribute('title'))).toEqual(
      expect.arrayContaining(town.map((visit) => `${visit.name} (Day 1, Stop #${visit.orderInDay})`)),
    );
  });

  it('toggles full screen, and Escape leaves it', () => {
    const { container } = renderInShell(
      <JourneyMap stops={STOPS} selectedDay={null} onSelectDay={vi.fn()} />,
    );
    const frame = container.querySelector('section');
    fireEvent.click(screen.getByRole('button', { name: 'Full Screen' }));
    expect(frame?.getAttribute('data-full-screen')).toBe('true');
    expect(screen.getByRole('button', { name: 'Exit Full Screen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(frame?.getAttribute('data-full-screen')).toBe('false');
    expect(screen.getByRole('button', { name: 'Full Screen' })).toBeTruthy();
  });

  it('has zoom controls and draws the bundled outline basemap under the tiles', async () => {
    const { container } = renderInShell(
      <JourneyMap stops={STOPS} selectedDay={null} onSelectDay={vi.fn()} />,
    );
    const zoomIn = container.querySelector('.leaflet-control-zoom-in');
    expect(zoomIn).toBeTruthy();
    await waitFor(
      () => expect(container.querySelectorAll('.leaflet-byway-basemap-pane path').length).toBeGreaterThan(10),
      { timeout: 10_000 },
    );
  });

  it('says so when the configured tiles cannot load', async () => {
    (window as Window & { __BYWAY_CONFIG__?: unknown }).__BYWAY_CONFIG__ = {
      mapTileUrl: 'http://tiles.local/{z}/{x}/{y}.png',
    };
    const { container } = renderInShell(
      <JourneyMap stops={STOPS} selectedDay={null} onSelectDay={vi.fn()} />,
    );
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).toBeTruthy());
    const tile = container.querySelector('img.leaflet-tile');
    expect(tile?.getAttribute('src')).toMatch(/^http:\/\/tiles\.local\/\d+\/\d+\/\d+\.png$/);
    fireEvent.error(tile as Element);
    await screen.findByText('Map tiles could not load: showing the offline map.');
  });

  it('fetches no tiles when no tile server is configured (issue 21: the offline basemap alone)', async () => {
    // The gateway's GET /api/map-tiles answering that none is set, standing in for it.
    const asked = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ url: null, attribution: null }), { status: 200 }));
    const { container } = renderInShell(
      <JourneyMap stops={STOPS} selectedDay={null} onSelectDay={vi.fn()} />,
    );
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
    expect(mapTileSettings()).toBeNull();
    asked.mockRestore();
  });

  it('shows stored stop names and categories as text: markup in them never becomes elements (issue 18)', () => {
    const hostile = '<img src=x onerror="alert(1)"><b style="position:fixed;inset:0;background:red">';
    const { container } = renderInShell(
      <JourneyMap
        stops={[
          { ...stop(`Overnight in ${hostile}`, 1, 1), category: hostile },
          stop('Arrive in Moab', 1, 2),
        ]}
        selectedDay={null}
        onSelectDay={vi.fn()}
      />,
    );
    const [first] = markers(container);
    fireEvent.click(first!);
    const popup = container.querySelector('.leaflet-popup-content')!;
    expect(popup.textContent).toBe(`Overnight in ${hostile}Day 1, Stop #1${hostile}`);
    expect(container.querySelector('.byway-town-label')?.textContent).toBe(hostile);
    expect(container.querySelector('img[onerror], b')).toBeNull();
    for (const element of container.querySelectorAll<HTMLElement>('[style]'))
      expect(element.getAttribute('style')).not.toMatch(/red|fixed/);
  });
});

describe('JourneyMap route line along the roads', () => {
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  });

  const ROAD_STOPS: JourneyMapStop[] = [
    stop('Leadville', 1, 1, 39.0, -106.0),
    stop('Overnight in Salida', 1, 2, 39.0, -104.0),
    stop('Great Sand Dunes', 2, 1, 38.0, -103.0),
  ];
  // Day 1 winds north and south between its stops; day 2 bends on its way.
  const DAY_1: number[][] = [
    [39.0, -106.0],
    [39.8, -105.5],
    [38.2, -105.0],
    [39.8, -104.5],
    [39.0, -104.0],
  ];
  const DAY_2: number[][] = [
    [39.0, -104.0],
    [38.5, -103.8],
    [38.0, -103.0],
  ];

  /** The route line's drawn pieces: screen points of each 'M x y L x y ...' run of the SVG path. */
  function drawnLine(container: HTMLElement) {
    const lines = container.querySelectorAll<SVGPathElement>('path.byway-route-line');
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    const runs = (line.getAttribute('d') ?? '')
      .split('M')
      .filter((run) => run.trim())
      .map((run) =>
        run
          .split('L')
          .map((point) => point.trim().split(/\s+/).map(Number))
          .map(([x, y]) => ({ x: x!, y: y! })),
      );
    return { runs, colour: line.getAttribute('stroke') };
  }

  it('draws each day along its path instead of straight lines between the stops', () => {
    const paths = [
      { day: 1, path: DAY_1 },
      { day: 2, path: DAY_2 },
    ];
    const { container } = renderInShell(
      <JourneyMap stops={ROAD_STOPS} selectedDay={null} onSelectDay={vi.fn()} routePaths={paths} />,
    );
    const { runs, colour } = drawnLine(container);
    expect(colour).toBe('#0f766e');
    expect(runs.map((run) => run.length)).toEqual([5, 3]);
    // Day 1's points in order: evenly spaced west to east, north, south, north of the stops' latitude.
    const [start, north, south, north2, end] = runs[0]!;
    for (const [a, b] of [
      [start, north],
      [north, south],
      [south, north2],
      [north2, end],
    ] as const)
      expect(Math.abs(b!.x - a!.x - (north!.x - start!.x))).toBeLessThanOrEqual(1);
    expect(north!.y).toBeLessThan(start!.y);
    expect(south!.y).toBeGreaterThan(start!.y);
    expect(north2!.y).toBeCloseTo(north!.y, 0);
    expect(end!.y).toBeCloseTo(start!.y, 0);
    // Day 2 starts where day 1 ends.
    expect(runs[1]![0]).toEqual(end);
  });

  it('draws the selected day’s path in the day’s colour', () => {
    const paths = [
      { day: 1, path: DAY_1 },
      { day: 2, path: DAY_2 },
    ];
    const { container } = renderInShell(
      <JourneyMap stops={ROAD_STOPS} selectedDay={2} onSelectDay={vi.fn()} routePaths={paths} />,
    );
    const { runs, colour } = drawnLine(container);
    expect(colour).toBe(dayColour(2));
    expect(runs.map((run) => run.length)).toEqual([3]);
  });

  it('keeps straight lines between stops without paths, also for a day that has none', () => {
    const runLengths = (routePaths: JourneyMapDayPath[]) => {
      const { container, unmount } = renderInShell(
        <JourneyMap stops={ROAD_STOPS} selectedDay={null} onSelectDay={vi.fn()} routePaths={routePaths} />,
      );
      const lengths = drawnLine(container).runs.map((run) => run.length);
      unmount();
      return lengths;
    };
    expect(
      runLengths([
        { day: 1, path: null },
        { day: 2, path: null },
      ]),
    ).toEqual([3]);
    // Day 1 along its road; day 2 straight from where day 1 ended to its stop.
    expect(
      runLengths([
        { day: 1, path: DAY_1 },
        { day: 2, path: null },
      ]),
    ).toEqual([5, 2]);
  });
});

function rgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
