import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from './ferretdb.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The module every process loads before its own (`--import`), relative to the repository root. */
export const TRACING_PRELOAD = './services/kit/src/observability/preload.ts';

export interface ServiceProcess {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  child: ChildProcess;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once the process has logged a line whose `msg` is `message` (LOG_LEVEL must let it through). */
  logged: (message: string) => Promise<void>;
}

/** A secret no production check can call weak or a development value: a fresh one per process. */
export function productionSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Runs one of the platform's processes (a service's or the gateway's `src/main.ts`) as a real child process,
 * as a deployment does, and waits until `readyPath` answers 200. `env` is added to this process's
 * environment; the port variable is set to a free port.
 */
export async function startServiceProcess(
  entry: string,
  portVariable: string,
  env: Record<string, string>,
  readyPath = '/healthz',
): Promise<ServiceProcess> {
  const port = await freePort();
  // As deployed: the tracing preload first (it does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', TRACING_PRELOAD, entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, [portVariable]: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<{ message: string; resolve: () => void }>();
  const settle = () => {
    for (const wait of waiting) {
      if (loggedMessages().includes(wait.message)) {
        waiting.delete(wait);
        wait.resolve();
      }
    }
  };
  const loggedMessages = () =>
    output.split('\n').flatMap((line) => {
      try {
        return [(JSON.parse(line) as { msg?: string }).msg ?? ''];
      } catch {
        return [];
      }
    });
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    settle();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  let running = true;
  void exited.then(() => (running = false));
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${origin}${readyPath}`).catch(() => null);
    if (ready?.ok) break;
    // Generous: a loaded machine compiles the TypeScript on the fly before anything listens.
    if (!running || attempt > 300) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    origin,
    child,
    exited,
    logged: (message) =>
      new Promise<void>((resolve) => {
        waiting.add({ message, resolve });
        settle();
      }),
  };
}

/**
 * Starts a POST whose body is sent in two parts: the server holds a request in flight (headers read, body
 * still coming) until `finish` sends the rest. A slow request, made certain rather than hoped for: `started`
 * resolves on the server's `100 Continue`, which Node sends as it emits the request to the app.
 */
export function postInTwoParts(url: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let seen: () => void = () => undefined;
  const requestSeen = new Promise<void>((resolve) => (seen = resolve));
  const request = http.request(url, {
    method: 'POST',
    // A fresh connection of its own, so no other test request shares it.
    agent: false,
    headers: { ...headers, 'content-length': String(bytes.length), expect: '100-continue' },
  });
  request.on('continue', () => request.write(bytes.subarray(0, half), () => seen()));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  return {
    /** The server has the request and the first half of its body. */
    started: requestSeen,
    finish: () => {
      request.end(bytes.subarray(half));
      return answer;
    },
  };
}
