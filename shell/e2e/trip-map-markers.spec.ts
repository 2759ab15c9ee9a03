import { expect, test, type Page } from '@playwright/test';
import { newTraveller } from './support';

// Issue 21: the compact map drew a long trip's stops in a ring around the route, and the complete route
// filled a corner of the map. Here the markers' painted positions are checked against the stops'
// coordinates: every stop drawn on its own must sit where a Web Mercator map (one scale, one offset) puts
// its coordinates, bubbles must account for the rest, and the route must fill the map.

interface Stop {
  name: string;
  dayNumber: number;
  orderInDay: number;
  lat: number | null;
  lng: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

async function longTrip(page: Page, baseURL: string | undefined): Promise<{ id: number; stops: Stop[] }> {
  const signUp = await page.request.post('/api/custom-login', {
    data: { ...newTraveller('Mira'), isSignUp: true },
  });
  expect(signUp.ok()).toBe(true);
  const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  const created = await page.request.post('/api/trips', {
    data: { startLocation: 'Montréal, QC', endLocation: 'Asheville, NC', totalDays: 14, themes: ['nature'] },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const trip = (await (await page.request.get(`/api/trips/${id}`)).json()) as {
    routeOptions: Array<{ stops: Stop[] }>;
  };
  return { id, stops: trip.routeOptions[0]!.stops };
}

interface Painted {
  map: { left: number; top: number; width: number; height: number };
  markers: Array<{ title: string; x: number; y: number }>;
  clusters: Array<{ count: number; x: number; y: number }>;
}

async function paintedMarkers(page: Page): Promise<Painted> {
  return page.evaluate(() => {
    const map = document.querySelector('[aria-label^="Map of"]')!.getBoundingClientRect();
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    return {
      map: { left: map.left, top: map.top, width: map.width, height: map.height },
      markers: [...document.querySelectorAll('.leaflet-marker-icon.byway-stop-marker')].map((marker) => ({
        title: marker.getAttribute('title') ?? '',
        ...centre(marker),
      })),
      clusters: [...document.querySelectorAll('.leaflet-marker-icon.byway-stop-cluster')].map((bubble) => ({
        count: Number(bubble.textContent),
        ...centre(bubble),
      })),
    };
  });
}

/** Web Mercator, up to scale: x from longitude, y from latitude (both in radians-based units). */
const mercator = (lat: number, lng: number) => ({
  x: (lng * Math.PI) / 180,
  y: -Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
});

/** The worst distance (px) between a painted marker and where one scale and offset put its stop. */
function worstMisplacement(points: Array<{ screen: { x: number; y: number }; lat: number; lng: number }>) {
  const projected = points.map((point) => ({ ...mercator(point.lat, point.lng), screen: point.screen }));
  const n = projected.length;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / n;
  const [mx, my] = [mean(projected.map((p) => p.x)), mean(projected.map((p) => p.y))];
  const [sx, sy] = [mean(projected.map((p) => p.screen.x)), mean(projected.map((p) => p.screen.y))];
  // Least squares for one scale k with separate offsets: screen = k * mercator + offset.
  const numerator = projected.reduce(
    (sum, p) => sum + (p.x - mx) * (p.screen.x - sx) + (p.y - my) * (p.screen.y - sy),
    0,
  );
  const denominator = projected.reduce((sum, p) => sum + (p.x - mx) ** 2 + (p.y - my) ** 2, 0);
  const k = numerator / denominator;
  return Math.max(
    ...projected.map((p) => Math.hypot(k * (p.x - mx) + sx - p.screen.x, k * (p.y - my) + sy - p.screen.y)),
  );
}

async function checkMap(page: Page, stops: Stop[], where: string) {
  const placed = stops
    .map((stop) => ({
      ...stop,
      lat: stop.lat ?? stop.latitude ?? null,
      lng: stop.lng ?? stop.longitude ?? null,
    }))
    .filter((stop): stop is Stop & { lat: number; lng: number } => stop.lat !== null && stop.lng !== null);
  await expect
    .poll(
      async () => {
        const { markers, clusters } = await paintedMarkers(page);
        return markers.length + clusters.reduce((sum, bubble) => sum + bubble.count, 0);
      },
      { message: `${where}: every placed stop is a marker or counted in a bubble` },
    )
    .toBe(placed.length);
  const painted = await paintedMarkers(page);
  const { map } = painted;
  const inside = (point: { x: number; y: number }) =>
    point.x >= map.left &&
    point.x <= map.left + map.width &&
    point.y >= map.top &&
    point.y <= map.top + map.height;
  expect(painted.markers.every(inside), `${where}: markers inside the map`).toBe(true);
  expect(painted.clusters.every(inside), `${where}: bubbles inside the map`).toBe(true);

  const located = painted.markers.map((marker) => {
    const match = /\(Day (\d+), Stop #(\d+)\)$/.exec(marker.title)!;
    const stop = placed.find((s) => s.dayNumber === Number(match[1]) && s.orderInDay === Number(match[2]))!;
    return { screen: marker, lat: stop.lat, lng: stop.lng };
  });
  if (located.length >= 3) {
    expect(worstMisplacement(located), `${where}: markers stand on their stops' coordinates`).toBeLessThan(3);
  }
  // The complete route fills the map: what is drawn spans most of its width or height.
  const all = [...painted.markers, ...painted.clusters];
  const spanX = Math.max(...all.map((p) => p.x)) - Math.min(...all.map((p) => p.x));
  const spanY = Math.max(...all.map((p) => p.y)) - Math.min(...all.map((p) => p.y));
  expect(
    Math.max(spanX / map.width, spanY / map.height),
    `${where}: the route fills the map`,
  ).toBeGreaterThan(0.5);
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test(`the journey map puts each stop where it is, compact and full screen (${label})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const trip = await longTrip(page, baseURL);
    await page.goto(`/trip/${trip.id}`);
    await page.locator('[aria-label="Map of the complete route"]').scrollIntoViewIfNeeded();
    await expect(page.locator('.byway-stop-marker, .byway-stop-cluster').first()).toBeVisible();
    await checkMap(page, trip.stops, `${label}, compact`);

    await page.getByRole('button', { name: 'Full Screen' }).click();
    await expect(page.locator('[data-full-screen="true"]')).toBeVisible();
    await checkMap(page, trip.stops, `${label}, full screen`);
    await page.keyboard.press('Escape');
  });
}
