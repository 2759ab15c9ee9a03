import type { Logger } from './logger.js';

/**
 * One place for process lifetime: SIGTERM/SIGINT drain the server and close the database, an uncaught
 * error is logged and ends the process (the supervisor restarts it) rather than leaving it half-broken.
 */
export function handleShutdown(
  logger: Logger,
  closers: Array<() => Promise<unknown>>,
  timeoutMs = 10_000,
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
