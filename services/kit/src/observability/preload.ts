// Loaded before the process's own code (`node --import tsx --import ./services/kit/src/observability/preload.ts
// <main>`: deploy/local/platform.mjs, the Dockerfiles), so the modules it traces are patched as they load.
// Without OTEL_EXPORTER_OTLP_ENDPOINT it does nothing at all: no hook, no SDK, no connection.
import { onTracingFlush, serviceNameOf, tracingEnabled } from './tracing-switch.js';

if (tracingEnabled(process.env)) {
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  // The ESM hook wraps only the modules an instrumentation asks for (the message channel tells it which).
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const { startTracing } = await import('./tracing.js');
  const sdk = startTracing({ serviceName: serviceNameOf(process.argv[1]) });
  await waitForAllMessagesAcknowledged();
  // Spans still buffered go out before the process exits (kit's handleShutdown awaits it).
  onTracingFlush(() => sdk.shutdown());
}
