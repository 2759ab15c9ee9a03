import type { TripTheme } from '@byway/contracts/rules';
import { blankIsUnset, hashString, seededRandom, type Logger } from '@byway/kit';
import { z } from 'zod';

/** Spec 3 'Trip highlight image', plus the photographer's page and where the picture came from. */
export interface TripHighlightImage {
  imageUrl: string;
  thumbnailUrl: string;
  alt: string;
  photographerName: string | null;
  photographerUrl: string | null;
  source: 'generated' | 'unsplash';
}

export interface HighlightImageInput {
  endLocation: string;
  /** The trip's selected themes joined by commas (spec 3). */
  theme?: string | null;
}

/** Without an Unsplash key every trip gets generated artwork; no network at all. */
export const highlightImageConfigSchema = z.object({
  UNSPLASH_ACCESS_KEY: z.preprocess(blankIsUnset, z.string().optional()),
  UNSPLASH_API_URL: z.preprocess(blankIsUnset, z.url().default('https://api.unsplash.com')),
  UNSPLASH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
});
export type HighlightImageConfig = z.output<typeof highlightImageConfigSchema>;

// ---------------------------------------------------------------------------------------------------------
// Generated artwork: a small deterministic SVG landscape from the destination and themes.

type Scene = 'mountains' | 'hills' | 'sea' | 'desert' | 'city';

interface Palette {
  sky: [string, string];
  layers: [string, string, string];
  light: string;
  night?: boolean;
}

const PALETTES: readonly Palette[] = [
  { sky: ['#fbd3a5', '#f6866a'], layers: ['#c8677a', '#8e4a6e', '#4d2c4f'], light: '#fff4d6' },
  { sky: ['#bfe6ff', '#7cc3ec'], layers: ['#6fa8a0', '#3f7f6e', '#24513f'], light: '#fff8c4' },
  { sky: ['#ffe7b3', '#ffb36b'], layers: ['#d98d52', '#a85d3a', '#6b3a2a'], light: '#fffbe8' },
  { sky: ['#d9c7f2', '#f0a9b9'], layers: ['#9a86c8', '#6b5a9c', '#3d3466'], light: '#fff1f1' },
  { sky: ['#1d2b53', '#4a4e8f'], layers: ['#3b3f75', '#2a2c57', '#161733'], light: '#f4f1de', night: true },
  { sky: ['#0f3443', '#34856f'], layers: ['#2c6e63', '#1d4f4a', '#0e2f2f'], light: '#eef7e4', night: true },
];

/** Theme ids (shared rules; label words map to them) to the landscape they suggest; the first one that has one wins. */
const THEME_SCENES: Record<TripTheme, Scene> = {
  nature: 'mountains',
  adventure: 'mountains',
  'hidden-gems': 'hills',
  'scenic-drives': 'hills',
  photography: 'mountains',
  wellness: 'sea',
  lodging: 'sea',
  spiritual: 'desert',
  quirky: 'desert',
  history: 'city',
  'arts-culture': 'city',
  music: 'city',
  shopping: 'city',
  foodie: 'city',
  coffee: 'city',
  breweries: 'city',
};
const SCENES: readonly Scene[] = ['mountains', 'hills', 'sea', 'desert', 'city'];
const COAST = /\b(beach|coast|bay|island|islands|keys?|harbou?r|port|shores?|cape|ocean|sea|HI)\b/i;
const DESERT = /\b(desert|mesa|canyon|moab|sedona|tucson|phoenix|vegas|santa fe|palm springs|joshua tree)\b/i;

export const WIDTH = 1200;
export const HEIGHT = 675;

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

function themesOf(theme: string | null | undefined): string[] {
  return (theme ?? '')
    .split(',')
    .map((t) =>
      t
        .trim()
        .toLowerCase()
        .replace(/\s*&\s*|\s+/g, '-'),
    )
    .filter(Boolean);
}

function sceneFor(destination: string, themes: string[], seed: number): Scene {
  if (COAST.test(destination)) return 'sea';
  if (DESERT.test(destination)) return 'desert';
  for (const theme of themes) {
    const scene = (THEME_SCENES as Partial<Record<string, Scene>>)[theme];
    if (scene) return scene;
  }
  return SCENES[seed % SCENES.length]!;
}

const r = (n: number) => Math.round(n);

/** A filled ridge across the picture: jagged peaks or smooth curves, closed along the bottom edge. */
function ridge(rand: () => number, base: number, amplitude: number, points: number, smooth: boolean): string {
  const step = WIDTH / points;
  const ys = Array.from({ length: points + 1 }, () => r(base - rand() * amplitude));
  let d = `M0 ${ys[0]}`;
  for (let i = 1; i <= points; i += 1) {
    const x = r(i * step);
    d += smooth
      ? `Q${r(x - step / 2)} ${r(base - rand() * amplitude * 1.4)} ${x} ${ys[i]}`
      : `L${x} ${ys[i]}`;
  }
  return `${d}V${HEIGHT}H0Z`;
}

function sceneShapes(scene: Scene, rand: () => number, palette: Palette): string {
  const [far, mid, near] = palette.layers;
  const layer = (fill: string, d: string) => `<path fill="${fill}" d="${d}"/>`;
  const road = `<path fill="#3a3a3a" fill-opacity=".85" d="M470 675C560 610 690 590 676 520h10C712 592 610 626 742 675Z"/>`;
  switch (scene) {
    case 'mountains':
      return (
        layer(far, ridge(rand, 400, 220, 6, false)) +
        layer(mid, ridge(rand, 500, 160, 8, false)) +
        layer(near, ridge(rand, 600, 70, 4, true)) +
        road
      );
    case 'hills':
      return (
        layer(far, ridge(rand, 440, 110, 4, true)) +
        layer(mid, ridge(rand, 530, 90, 3, true)) +
        layer(near, ridge(rand, 620, 60, 3, true)) +
        road
      );
    case 'sea': {
      const waves = [520, 570, 625]
        .map(
          (y) =>
            `<path stroke="${palette.light}" stroke-opacity=".35" stroke-width="3" fill="none" d="M${r(rand() * 300)} ${y}h${r(200 + rand() * 300)}"/>`,
        )
        .join('');
      return (
        layer(far, ridge(rand, 470, 90, 3, true)) +
        `<rect fill="${mid}" y="470" width="${WIDTH}" height="205"/>` +
        waves +
        layer(near, `M0 600Q200 560 420 620T760 675H0Z`)
      );
    }
    case 'desert': {
      const x = r(150 + rand() * 600);
      const w = r(180 + rand() * 200);
      return (
        `<path fill="${far}" d="M${x} 470l40-120h${w}l40 120Z"/>` +
        layer(far, ridge(rand, 500, 40, 3, true)) +
        layer(mid, ridge(rand, 570, 60, 2, true)) +
        layer(near, ridge(rand, 640, 40, 2, true)) +
        road
      );
    }
    case 'city': {
      let skyline = '';
      for (let x = 380; x < 880; x += 50) {
        const h = r(60 + rand() * 170);
        skyline += `<rect fill="${mid}" x="${x}" y="${500 - h}" width="44" height="${h + 40}"/>`;
      }
      return (
        layer(far, ridge(rand, 500, 80, 3, true)) +
        skyline +
        layer(near, ridge(rand, 610, 50, 3, true)) +
        road
      );
    }
  }
}

/** The destination's picture as SVG markup (scaled by the width and height attributes). */
export function artworkSvg(input: HighlightImageInput, width = WIDTH, height = HEIGHT): string {
  const destination = input.endLocation.trim().replace(/\s+/g, ' ');
  const themes = themesOf(input.theme);
  const destinationSeed = hashString(destination.toLowerCase());
  const palette = PALETTES[destinationSeed % PALETTES.length]!;
  const scene = sceneFor(destination, themes, destinationSeed);
  const rand = seededRandom(destinationSeed ^ hashString(themes.join(',')));
  const cx = r(560 + rand() * 520);
  const cy = r(110 + rand() * 150);
  const light = palette.night
    ? `<circle fill="${palette.light}" cx="${cx}" cy="${cy}" r="42"/>` +
      Array.from(
        { length: 6 },
        () => `<circle fill="#fff" cx="${r(rand() * WIDTH)}" cy="${r(20 + rand() * 260)}" r="2"/>`,
      ).join('')
    : `<circle fill="${palette.light}" fill-opacity=".35" cx="${cx}" cy="${cy}" r="${r(80 + rand() * 30)}"/>` +
      `<circle fill="${palette.light}" cx="${cx}" cy="${cy}" r="56"/>`;
  const name = destination.length > 36 ? `${destination.slice(0, 35)}…` : destination;
  const fontSize = name.length > 22 ? 44 : 60;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/>` +
    `<stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>` +
    light +
    sceneShapes(scene, rand, palette) +
    `<text x="60" y="90" fill="#fff" font-family="Helvetica,Arial,sans-serif" font-weight="700">` +
    `<tspan font-size="22" letter-spacing="6" fill-opacity=".8">ROAD TRIP TO</tspan>` +
    `<tspan x="60" dy="${fontSize + 6}" font-size="${fontSize}">${escapeXml(name)}</tspan></text></svg>`
  );
}

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

export const altFor = (endLocation: string) => `Artwork for a road trip to ${endLocation.trim()}`;

/** Generated artwork: the same trip destination and themes always give the same picture. */
export function generatedHighlightImage(input: HighlightImageInput): TripHighlightImage {
  return {
    imageUrl: dataUrl(artworkSvg(input, WIDTH, HEIGHT)),
    thumbnailUrl: dataUrl(artworkSvg(input, 400, 225)),
    alt: altFor(input.endLocation),
    photographerName: null,
    photographerUrl: null,
    source: 'generated',
  };
}

// ---------------------------------------------------------------------------------------------------------
// Unsplash, when a key is configured: one landscape photo per destination, with its photographer's credit.

const REFERRAL = 'utm_source=byway&utm_medium=referral';

const unsplashSearchSchema = z.object({
  results: z.array(
    z.object({
      alt_description: z.string().nullish(),
      urls: z.object({ regular: z.url(), small: z.url() }),
      user: z.object({ name: z.string().min(1), links: z.object({ html: z.url() }) }),
    }),
  ),
});

interface UnsplashPhoto {
  imageUrl: string;
  thumbnailUrl: string;
  description: string | null;
  photographerName: string;
  photographerUrl: string;
}

export interface HighlightImagesOptions {
  logger?: Logger;
  /** Most remembered searches; the oldest is forgotten first. */
  cacheSize?: number;
  fetch?: typeof globalThis.fetch;
}

export interface HighlightImages {
  forTrip(input: HighlightImageInput): Promise<TripHighlightImage>;
}

export function createHighlightImages(
  config: HighlightImageConfig,
  options: HighlightImagesOptions = {},
): HighlightImages {
  const key = config.UNSPLASH_ACCESS_KEY;
  const cacheSize = options.cacheSize ?? 500;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  // Answers (a photo, or none found) per query; failures are not remembered, so the next card retries.
  const cache = new Map<string, Promise<UnsplashPhoto | null>>();

  async function search(query: string): Promise<UnsplashPhoto | null> {
    const url = new URL(`${config.UNSPLASH_API_URL.replace(/\/+$/, '')}/search/photos`);
    url.search = new URLSearchParams({ query, per_page: '1', orientation: 'landscape' }).toString();
    const response = await fetchImpl(url, {
      headers: { Authorization: `Client-ID ${key}`, 'Accept-Version': 'v1' },
      signal: AbortSignal.timeout(config.UNSPLASH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Unsplash answered ${response.status}`);
    const photo = unsplashSearchSchema.parse(await response.json()).results[0];
    if (!photo) return null;
    const profile = new URL(photo.user.links.html);
    profile.search = profile.search ? `${profile.search}&${REFERRAL}` : REFERRAL;
    return {
      imageUrl: photo.urls.regular,
      thumbnailUrl: photo.urls.small,
      description: photo.alt_description ?? null,
      photographerName: photo.user.name,
      photographerUrl: profile.toString(),
    };
  }

  function cachedSearch(query: string): Promise<UnsplashPhoto | null> {
    const cacheKey = query.toLowerCase();
    const known = cache.get(cacheKey);
    if (known) return known;
    const answer = search(query);
    cache.set(cacheKey, answer);
    answer.catch(() => cache.delete(cacheKey));
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    return answer;
  }

  return {
    async forTrip(input) {
      const destination = input.endLocation.trim();
      if (!key || !destination) return generatedHighlightImage(input);
      try {
        const photo = await cachedSearch(destination);
        if (!photo) return generatedHighlightImage(input);
        return {
          imageUrl: photo.imageUrl,
          thumbnailUrl: photo.thumbnailUrl,
          alt: photo.description ? `${photo.description} (${destination})` : `Photo of ${destination}`,
          photographerName: photo.photographerName,
          photographerUrl: photo.photographerUrl,
          source: 'unsplash',
        };
      } catch (error) {
        options.logger?.warn({ err: error, destination }, 'Unsplash search failed; using generated artwork');
        return generatedHighlightImage(input);
      }
    },
  };
}
