// The container files, checked without building (no base image can be pulled here): each image probes
// the port its part listens on and runs as a non-root user, tsx is the lockfile's, local data stays out
// of the build context, and deploy/compose.yaml lines up with the code and with .env.example.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '@byway/kit';
import { gatewayConfigSchema } from '../../gateway/src/config.js';
import { pageHeaders, remoteOriginsOf } from '../page-headers.mjs';
import { parseNginxConf, substitute, variablesSet, type Directive } from './nginx-conf.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const SUBGRAPHS = ['users', 'trips', 'discovery', 'media', 'ai'] as const;
const FRONT_ENDS = ['shell', 'mfe-trips', 'mfe-discovery', 'mfe-account'] as const;
const defaultPort = (name: string) =>
  Number(/defaultPort:\s*(\d+)/.exec(read(`services/${name}/src/definition.ts`))![1]);
const gatewayPort = () =>
  Number(/GATEWAY_PORT:\s*port\.default\((\d+)\)/.exec(read('gateway/src/config.ts'))![1]);
const nginxPort = () => Number(/listen (\d+);/.exec(read('deploy/containers/front-end.nginx.conf'))![1]);

/** A Dockerfile's instructions (continuations joined, comments dropped), per stage. */
function stages(file: string): string[][] {
  const lines = read(`deploy/containers/${file}`)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const result: string[][] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) result.push([]);
    result.at(-1)?.push(line);
  }
  return result;
}
const finalStage = (file: string) => stages(file).at(-1)!;
const instruction = (stage: string[], name: string) => stage.filter((l) => l.startsWith(`${name} `));

describe('Dockerfiles', () => {
  const lockedTsx = (
    JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> }
  ).packages['node_modules/tsx']!.version;

  it.each(['service.Dockerfile', 'gateway.Dockerfile', 'front-end.Dockerfile'])(
    '%s runs its part as a non-root user',
    (file) => {
      const users = instruction(finalStage(file), 'USER');
      expect(users.length, file).toBeGreaterThan(0);
      // Numeric, so Kubernetes' runAsNonRoot can verify it; never uid 0.
      expect(users.at(-1), file).toMatch(/^USER [1-9]\d*(:[1-9]\d*)?$/);
    },
  );

  it.each(['service.Dockerfile', 'gateway.Dockerfile'])(
    '%s installs the tsx version the lockfile holds',
    (file) => {
      const build = stages(file)[0]!.join('\n');
      expect(build).toContain(`ARG TSX_VERSION=${lockedTsx}`);
      expect(build).toMatch(/npm install [^\n]*tsx@\$\{TSX_VERSION\}/);
      expect(build).not.toMatch(/\btsx(?![@\w/.-])/);
    },
  );

  it('a subgraph image probes /readyz on the port the service listens on', () => {
    const stage = finalStage('service.Dockerfile');
    expect(instruction(stage, 'ENV').join(' ')).toMatch(/\bPORT=\$\{PORT\}/);
    expect(instruction(stage, 'ENV').join(' ')).toMatch(/\bSERVICE=\$\{SERVICE\}/);
    expect(instruction(stage, 'HEALTHCHECK')[0]).toContain('deploy/containers/healthcheck.mjs');
    // The service reads `<NAME>_PORT`, else PORT (services/kit/src/service.ts); the probe must too.
    expect(read('services/kit/src/service.ts')).toMatch(/process\.env\[envPort\] \?\? process\.env\.PORT/);
  });

  it('the gateway image probes /readyz on GATEWAY_PORT, the port the gateway listens on', () => {
    const stage = finalStage('gateway.Dockerfile');
    expect(instruction(stage, 'ENV').join(' ')).toContain(`GATEWAY_PORT=${gatewayPort()}`);
    expect(instruction(stage, 'EXPOSE')).toEqual([`EXPOSE ${gatewayPort()}`]);
    expect(instruction(stage, 'HEALTHCHECK')[0]).toContain('deploy/containers/healthcheck.mjs');
  });

  it("the gateway image turns @apollo/gateway's usage reports to Apollo off (issue 23)", () => {
    expect(instruction(finalStage('gateway.Dockerfile'), 'ENV').join(' ')).toMatch(
      /\bAPOLLO_TELEMETRY_DISABLED=true\b/,
    );
  });

  it('a front-end image probes the port its nginx listens on, as nginx-unprivileged', () => {
    const stage = finalStage('front-end.Dockerfile');
    expect(stage[0]).toMatch(/^FROM nginxinc\/nginx-unprivileged:/);
    expect(instruction(stage, 'EXPOSE')).toEqual([`EXPOSE ${nginxPort()}`]);
    expect(instruction(stage, 'HEALTHCHECK')[0]).toContain(`http://127.0.0.1:${nginxPort()}/readyz`);
    expect(read('deploy/containers/front-end.nginx.conf')).toMatch(/location = \/readyz \{[^}]*return 200/);
  });

  it('nginx compresses, and caches for a year exactly the files whose names carry a content hash', () => {
    const conf = read('deploy/containers/front-end.nginx.conf');
    // The build's .gz twins first (web-build/src/precompress.ts), on the fly for files without one.
    expect(conf).toMatch(/gzip_static on;/);
    expect(conf).toMatch(/gzip on;/);
    expect(conf).toMatch(/gzip_types [^;]*application\/javascript/);
    // The build names chunks [name].[contenthash:8].js (web-build/src/front-end-build.ts).
    expect(read('web-build/src/front-end-build.ts')).toContain("'[name].[contenthash:8].js'");
    const [, pattern] = /"~([^"]+)"\s+"public, max-age=31536000, immutable"/.exec(conf)!;
    const hashed = new RegExp(pattern!);
    expect(['/main.56aa0db4.js', '/121.1ac20437.js'].every((f) => hashed.test(f))).toBe(true);
    expect(
      ['/remoteEntry.js', '/index.html', '/mf-manifest.json', '/remotes.json'].some((f) => hashed.test(f)),
    ).toBe(false);
  });

  it('.dockerignore keeps local data, installs, build output and secrets out of the build context', () => {
    const entries = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const entry of [
      '.git',
      '.data',
      '.tools',
      '**/node_modules',
      '**/dist',
      'test-results',
      '**/*.log',
      '.env',
    ]) {
      expect(entries, entry).toContain(entry);
    }
  });
});

describe("the images' nginx sends the pages' header policy (deploy/page-headers.mjs)", () => {
  const run = promisify(execFile);
  const server = parseNginxConf(read('deploy/containers/front-end.nginx.conf')).find(
    (d) => d.name === 'server',
  )!.block!;
  const pages = server.find((d) => d.name === 'location' && d.args.join(' ') === '/')!.block!;
  const remoteRole = parseNginxConf(read('deploy/containers/remote-files.nginx.conf'));

  /** What remote-origins.sh writes at the image's start for this remotes.json. */
  async function originsAtStart(remotesJson: string): Promise<Directive[]> {
    const dir = mkdtempSync(path.join(tmpdir(), 'byway-origins-'));
    const out = path.join(dir, 'byway-remote-origins.conf');
    try {
      await run('sh', [path.join(root, 'deploy/containers/remote-origins.sh')], {
        env: {
          PATH: process.env.PATH ?? '',
          BYWAY_REMOTES_JSON_PATH: path.join(root, remotesJson),
          BYWAY_REMOTE_ORIGINS_CONF: out,
        },
      });
      return parseNginxConf(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** The headers nginx adds to the pages with these settings, as [name, value]: empty values are not sent. */
  function sent(...settings: Directive[][]): [string, string][] {
    const variables = new Map([...settings.flatMap((d) => [...variablesSet(d)])]);
    const added = pages.filter((d) => d.name === 'add_header');
    // `always`: the 404s and errors carry them too, as the local server's do.
    for (const d of added) expect(d.args, d.args[0]).toEqual([d.args[0], d.args[1], 'always']);
    return added
      .filter((d) => d.args[0] !== 'Cache-Control')
      .map((d): [string, string] => [d.args[0]!, substitute(d.args[1]!, variables)])
      .filter(([, value]) => value !== '');
  }
  const byName = (headers: [string, string][]) =>
    headers.map(([name, value]) => [name.toLowerCase(), value]).sort(([a], [b]) => a!.localeCompare(b!));

  it('reads the settings in order: the defaults, the origins found at start, then the image role', () => {
    const order = server.filter((d) => d.name === 'set' || d.name === 'include').map((d) => d.args[0]);
    expect(order.indexOf('/tmp/byway-remote-origins.con[f]')).toBeGreaterThan(
      order.indexOf('$byway_remote_origins'),
    );
    expect(order.indexOf('/etc/nginx/byway/*.conf')).toBeGreaterThan(order.indexOf('$byway_cors_origin'));
    const final = finalStage('front-end.Dockerfile').join('\n');
    expect(final).toMatch(
      /COPY --chmod=755 deploy\/containers\/remote-origins\.sh \/docker-entrypoint\.d\/\S+\.sh/,
    );
    expect(final).toContain('COPY --from=build /out/byway /etc/nginx/byway');
    const build = stages('front-end.Dockerfile')[0]!.join('\n');
    expect(build).toMatch(
      /then cp deploy\/containers\/shell-gateway\.nginx\.conf \/out\/byway\/;\s*else cp deploy\/containers\/remote-files\.nginx\.conf \/out\/byway\/;/,
    );
  });

  it.each(['deploy/remotes.production.json', 'shell/public/remotes.json'])(
    "the shell's pages carry exactly the local server's headers, naming the remotes of %s",
    async (remotesJson) => {
      const remotes = JSON.parse(read(remotesJson)) as Record<string, string>;
      const expected = pageHeaders({ remoteOrigins: remoteOriginsOf(remotes) });
      expect(byName(sent(server, await originsAtStart(remotesJson)))).toEqual(byName(expected));
    },
  );

  it("a remote's files carry exactly the local server's headers for a remote (readable cross-origin)", async () => {
    const noRemotesJson = await originsAtStart('deploy/containers/no-such-remotes.json');
    expect(byName(sent(server, noRemotesJson, remoteRole))).toEqual(byName(pageHeaders({ remote: true })));
  });

  it("the shell proxies the gateway without the pages' headers: its answers keep their own policy", () => {
    const proxy = parseNginxConf(read('deploy/containers/shell-gateway.nginx.conf'));
    expect(JSON.stringify(proxy)).not.toContain('add_header');
    expect(server.filter((d) => d.name === 'add_header')).toEqual([]);
  });

  it('the reader refuses what nginx would refuse', () => {
    expect(() => parseNginxConf('server { listen 8080 }')).toThrow();
    expect(() => parseNginxConf('location / { add_header X "y;')).toThrow();
    expect(() => substitute("script-src 'self'$nowhere", new Map())).toThrow(/nowhere/);
  });
});

describe('deploy/containers/healthcheck.mjs', () => {
  let server: Server;
  let port = 0;
  let ready = true;
  const run = promisify(execFile);
  const check = (env: Record<string, string>) =>
    run(process.execPath, [path.join(root, 'deploy/containers/healthcheck.mjs')], {
      env: { PATH: process.env.PATH ?? '', ...env },
    }).then(
      () => 0,
      (error: { code?: number }) => error.code ?? -1,
    );

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.statusCode = req.url === '/readyz' && ready ? 200 : 503;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is healthy when the subgraph answers /readyz on its PORT', async () => {
    ready = true;
    expect(await check({ SERVICE: 'trips', PORT: String(port) })).toBe(0);
  });

  it('follows `<NAME>_PORT` over PORT, as the service does', async () => {
    ready = true;
    expect(await check({ SERVICE: 'trips', TRIPS_PORT: String(port), PORT: '1' })).toBe(0);
    expect(await check({ SERVICE: 'users', TRIPS_PORT: String(port), PORT: '1' })).toBe(1);
  });

  it('is healthy when the gateway answers /readyz on GATEWAY_PORT', async () => {
    ready = true;
    expect(await check({ GATEWAY_PORT: String(port) })).toBe(0);
  });

  it('is unhealthy when the part is not ready, or nothing names its port', async () => {
    ready = false;
    expect(await check({ SERVICE: 'trips', PORT: String(port) })).toBe(1);
    expect(await check({})).toBe(1);
  });
});

describe('deploy/compose.yaml', () => {
  type ComposeService = {
    image?: string;
    build?: { dockerfile: string; args?: Record<string, string | number> };
    environment?: Record<string, string | number | null>;
    ports?: string[];
    healthcheck?: { test: string[] };
    command?: string[];
    depends_on?: string[] | Record<string, { condition: string }>;
  };
  const composeText = read('deploy/compose.yaml');
  const compose = parse(composeText, { merge: true }) as { services: Record<string, ComposeService> };
  const envExample = read('.env.example');
  /** Every variable .env.example names, set (`VAR=`) or optional (`# VAR=`). */
  const exampleVars = new Map(
    [...envExample.matchAll(/^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [
      m[2]!,
      { optional: !!m[1], value: m[3]! },
    ]),
  );

  it('runs the five subgraphs, the gateway, the collaboration service, the four front-ends, a MongoDB-wire database, Redis and the migrations', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [...SUBGRAPHS, 'gateway', 'collab', ...FRONT_ENDS, 'ferretdb', 'postgres', 'redis', 'migrate'].sort(),
    );
  });

  it('runs Redis from the official image in memory only, unpublished, with a health check', () => {
    const redis = compose.services.redis!;
    expect(redis.image).toMatch(/^redis:\d+(\.\d+)*-alpine$/);
    // Nothing written to disk: `--save ""` turns snapshots off, and no append-only file.
    expect(redis.command).toEqual(['redis-server', '--save', '', '--appendonly', 'no']);
    expect(redis.ports).toBeUndefined();
    expect(redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it('gives the gateway, users, trips and ai the bundled Redis unless .env names another, once it is healthy', () => {
    const conditions = (s: ComposeService): Record<string, string> =>
      Array.isArray(s.depends_on)
        ? Object.fromEntries(s.depends_on.map((name) => [name, 'service_started']))
        : Object.fromEntries(Object.entries(s.depends_on ?? {}).map(([name, d]) => [name, d.condition]));
    for (const name of ['gateway', 'users', 'trips', 'ai']) {
      const service = compose.services[name]!;
      const [, fallback] = /^\$\{REDIS_URL:-([^}]+)\}$/.exec(String(service.environment?.REDIS_URL)) ?? [];
      expect(fallback, name).toBeDefined();
      const url = new URL(fallback!);
      expect(url.protocol, name).toBe('redis:');
      expect(url.hostname, name).toBe('redis');
      expect(Number(url.port), name).toBe(6379);
      expect(conditions(service).redis, name).toBe('service_healthy');
      // The subgraphs still wait for their database too.
      if (name !== 'gateway') expect(conditions(service).ferretdb, name).toBeDefined();
    }
    // Discovery and media keep no state in Redis.
    for (const name of ['discovery', 'media']) {
      const service = compose.services[name]!;
      expect(service.environment?.REDIS_URL, name).toBeUndefined();
      expect(conditions(service).redis, name).toBeUndefined();
    }
  });

  it('builds each subgraph with the port its code listens on and checks its health with the image probe', () => {
    for (const name of SUBGRAPHS) {
      const service = compose.services[name]!;
      expect(service.build?.dockerfile, name).toBe('deploy/containers/service.Dockerfile');
      expect(service.build?.args, name).toEqual({ SERVICE: name, PORT: defaultPort(name) });
      expect(service.healthcheck?.test, name).toEqual(['CMD', 'node', 'deploy/containers/healthcheck.mjs']);
    }
    expect(compose.services.gateway!.healthcheck?.test).toEqual([
      'CMD',
      'node',
      'deploy/containers/healthcheck.mjs',
    ]);
  });

  it("runs the gateway with @apollo/gateway's usage reports to Apollo off (issue 23)", () => {
    expect(compose.services.gateway!.environment?.APOLLO_TELEMETRY_DISABLED).toBe('true');
  });

  it('addresses every subgraph at the port it listens on', () => {
    for (const service of Object.values(compose.services)) {
      for (const value of Object.values(service.environment ?? {})) {
        const url = /^http:\/\/(users|trips|discovery|media|ai):(\d+)\/graphql$/.exec(String(value));
        if (url) expect(Number(url[2]), String(value)).toBe(defaultPort(url[1]!));
      }
    }
  });

  it('publishes each front-end from the port its nginx listens on, and probes that port', () => {
    for (const name of FRONT_ENDS) {
      const service = compose.services[name]!;
      expect(service.build?.args, name).toEqual({ APP: name });
      expect(
        service.ports?.map((p) => Number(p.split(':').at(-1))),
        name,
      ).toEqual([nginxPort()]);
      expect(service.healthcheck?.test.join(' '), name).toContain(`http://127.0.0.1:${nginxPort()}/readyz`);
    }
  });

  it('reads only variables .env.example documents, and .env.example documents none it ignores', () => {
    const interpolated = [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);
    const passedOn = Object.values(compose.services).flatMap((s) =>
      Object.entries(s.environment ?? {})
        .filter(([, value]) => value === null)
        .map(([key]) => key),
    );
    const used = new Set([...interpolated, ...passedOn]);
    expect([...used].filter((v) => !exampleVars.has(v))).toEqual([]);
    expect([...exampleVars.keys()].filter((v) => !used.has(v))).toEqual([]);
  });

  it('every variable compose requires is set in .env.example, to a placeholder', () => {
    const required = [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*):\?/g)].map((m) => m[1]!);
    expect(required.length).toBeGreaterThan(0);
    for (const name of required)
      expect(exampleVars.get(name), name).toEqual({ optional: false, value: 'CHANGE-ME' });
  });

  it(".env.example's secrets are refused at start-up, so nothing runs on them", () => {
    const env = Object.fromEntries(
      [...exampleVars].filter(([, v]) => !v.optional).map(([name, v]) => [name, v.value]),
    );
    expect(() => loadConfig(gatewayConfigSchema, { ...env, NODE_ENV: 'production' })).toThrow(
      /INTERNAL_TOKEN_SECRET[\s\S]*SESSION_SECRET/,
    );
  });
});
