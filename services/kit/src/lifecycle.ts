import type { Logger } from './logger.js';
import { SHUTDOWN_TIMEOUT_MS } from './drain.js';
import { flushTracing } from './observability/tracing-switch.js';

// The drain every server runs on stop (readiness first, streams told to reconnect, in-flight requests kept).
export { Drain, DRAIN_NOTICE_MS, RECONNECT_EVENT, SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS } from './drain.js';

/**
 * One place for process lifetime: SIGTERM/SIGINT drain the server and close the database, an uncaught
 * error is logged and ends the process (the supervisor restarts it) rather than leaving it half-broken.
 * Apollo Server must not handle the signals too (`stopOnTerminationSignals: false` on every server): its
 * own handler started `stop()` first, and Apollo Server 5 never releases a second, concurrent `stop()`
 * (ours) when the first succeeds, so every production process waited out the timer and exited 1.
 * The first closer is the server's stop (kit's Drain: readiness false, then plans in flight finish), so
 * the timer allows the longest request budget, and Kubernetes' grace period allows the timer.
 */
export function handleShutdown(
  logger: Logger,
  closers: Array<() => Promise<unknown>>,
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        logger.error({ err: error }, 'error while shutting down');
      }
    }
    // The last spans (the drained requests') go to the collector before the process ends.
    await flushTracing().catch((error: unknown) =>
      logger.warn({ err: error }, 'could not send the last spans'),
    );
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
}

/** Runs a service's main, turning a start-up failure (bad config, no database) into one clear line. */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`${name}: failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
