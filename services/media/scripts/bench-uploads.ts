// `npm run bench:uploads`: the media service's memory under concurrent photo uploads (issue 18). Starts a
// real FerretDB (throw-away, free ports) and the media service as its own process, then sends rounds of
// BENCH_UPLOADS (default 16) concurrent uploads to its upload route, as the gateway does: decompression
// bombs (a ~0.6 MB JPEG of 10000 x 10000), large legal photos (a 48 MP phone photo, 8064 x 6048) and a
// mix. While each round runs, the service's resident memory is sampled every 25 ms from /proc (Linux).
// Prints per round the peak RSS over the idle service, upload time p50/p95 and the answers. Nothing is
// asserted: the figures depend on the machine.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@byway/kit';
import { callerFor, freePort, startTestDatabase, TEST_INTERNAL_SECRET } from '@byway/kit/testing';
import { DECODE_SLOTS, MAX_PIXELS } from '../src/domain/image-processing.js';

const CONCURRENT = Number(process.env.BENCH_UPLOADS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const log = (line: string) => console.log(`[bench:uploads] ${line}`);
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

const FIELDS = {
  title: 'Bench photo',
  category: 'nature',
  locationName: 'Monument Valley',
  latitude: '36.998',
  longitude: '-110.098',
};

/** The service's resident set size, from /proc (what the kernel counts against the container). */
function rssOf(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) * 1024 : 0;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function images() {
  // A phone photo's worth of detail without 48 MP of noise: a small noisy image scaled up smoothly, so the
  // JPEG is a few MB, as a camera's is.
  const noisy = await sharp({
    create: {
      width: 1008,
      height: 756,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const legal = await sharp(noisy).resize(8064, 6048).jpeg({ quality: 85 }).toBuffer();
  const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
    .jpeg({ quality: 10 })
    .toBuffer();
  return { legal, bomb };
}

async function main() {
  const { legal, bomb } = await images();
  log(
    `photos: legal 8064 x 6048 JPEG (${mb(legal.length)}), bomb 10000 x 10000 JPEG (${(bomb.length / 1024).toFixed(0)} KB)`,
  );
  log(`limits: MAX_PIXELS ${MAX_PIXELS} (${(MAX_PIXELS / 1e6).toFixed(1)} MP), DECODE_SLOTS ${DECODE_SLOTS}`);
  const database = await startTestDatabase();
  const port = await freePort();
  const service = spawn(process.execPath, ['--import', 'tsx', 'services/media/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      MEDIA_PORT: String(port),
      MONGODB_URI: database.uri,
      INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
      // No users service: the 'photo shared' reports fail fast and quietly.
      USERS_URL: 'http://127.0.0.1:9/graphql',
      USERS_TIMEOUT_MS: '200',
      LOG_LEVEL: 'error',
      // The budget is not what is measured here.
      RATE_LIMITS: JSON.stringify({ photoUpload: { limit: 1_000_000 } }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    service.kill('SIGTERM');
    await new Promise((resolve) => service.once('exit', resolve));
    await database.stop();
  };
  try {
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 600) throw new Error('the media service did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pid = service.pid!;
    const token = signInternalToken(callerFor('bench-traveller'), TEST_INTERNAL_SECRET);
    const upload = async (bytes: Buffer) => {
      const started = performance.now();
      const response = await fetch(`${base}/internal/geo-tagged-images/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
        body: JSON.stringify({ fields: FIELDS, fileBase64: bytes.toString('base64') }),
      });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    };
    // One upload first, so the measured rounds start from a warmed service (code loaded, pools open).
    await upload(legal);
    const idle = rssOf(pid);
    log(`media service idle RSS after one upload: ${mb(idle)}; ${CONCURRENT} concurrent uploads per round`);

    const kinds: Record<string, (i: number) => Buffer> = {
      bombs: () => bomb,
      'legal 48 MP': () => legal,
      'mixed (half bombs)': (i) => (i % 2 ? bomb : legal),
    };
    let overallPeak = idle;
    for (const [kind, pick] of Object.entries(kinds)) {
      for (let round = 1; round <= ROUNDS; round++) {
        let peak = rssOf(pid);
        const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 25);
        const started = performance.now();
        const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => upload(pick(i))));
        const wall = performance.now() - started;
        clearInterval(sampler);
        peak = Math.max(peak, rssOf(pid));
        overallPeak = Math.max(overallPeak, peak);
        const times = results.map((r) => r.ms).sort((a, b) => a - b);
        const statuses = Object.entries(
          results.reduce<Record<number, number>>(
            (all, r) => ((all[r.status] = (all[r.status] ?? 0) + 1), all),
            {},
          ),
        )
          .map(([status, count]) => `${count}x ${status}`)
          .join(', ');
        log(
          `${kind.padEnd(18)} round ${round}: peak RSS ${mb(peak)} (+${mb(peak - idle)} over idle), ` +
            `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, ` +
            `all done in ${wall.toFixed(0)} ms; answers: ${statuses}`,
        );
      }
    }
    log(`peak RSS over the whole run: ${mb(overallPeak)} (idle ${mb(idle)})`);
  } finally {
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
