// What decides whether a process traces, kept apart from tracing.ts so that deciding 'no' loads nothing
// of the OpenTelemetry SDK.

/**
 * Tracing is on when an OTLP endpoint is configured (the standard variables); otherwise nothing is
 * loaded, patched or sent.
 */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * `services/trips/src/main.ts` is 'byway-trips', `gateway/src/main.ts` 'byway-gateway', any other entry
 * 'byway-<its file name>' (the local identity provider); OTEL_SERVICE_NAME wins.
 */
export function serviceNameOf(entry: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.OTEL_SERVICE_NAME?.trim();
  if (chosen) return chosen;
  const normalized = (entry ?? '').replaceAll('\\', '/');
  const service = /(?:^|\/)services\/([^/]+)\/(?:src|dist)\/main\.[cm]?[jt]s$/.exec(normalized)?.[1];
  if (service) return `byway-${service}`;
  if (/(?:^|\/)gateway\/(?:src|dist)\/main\.[cm]?[jt]s$/.test(normalized)) return 'byway-gateway';
  const file = normalized.split('/').at(-1)?.replace(/(?:-main)?\.[cm]?[jt]s$/, '');
  return file ? `byway-${file}` : 'byway';
}

// On globalThis: the preload and the service's own modules must find the same one.
const FLUSH = Symbol.for('byway.tracing.flush');
type Holder = { [FLUSH]?: () => Promise<void> };

/** The preload registers how to send the spans still buffered; handleShutdown calls it before exiting. */
export function onTracingFlush(flush: () => Promise<void>): void {
  (globalThis as Holder)[FLUSH] = flush;
}

/** Sends the spans still buffered (nothing when tracing is off). */
export async function flushTracing(): Promise<void> {
  await (globalThis as Holder)[FLUSH]?.();
}
