// The one restart policy of `npm start` (issue 13): a supervised process that dies once its first start
// succeeded is started again after 1 s, 2 s, 4 s … (at most 30 s; back to 1 s after a minute of running),
// and the log says why. Used for the services, the gateways, the identity provider and the database.

export const BACKOFF = { firstMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/** Ends `child` with `signal`, and with SIGKILL after `graceMs`. */
export function stopChild(child, signal = 'SIGTERM', graceMs = 10_000) {
  return new Promise((resolve) => {
    // Already ended, or never started (no pid: its program could not be run).
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    child.kill(signal);
  });
}

/**
 * @param {{ log?: (line: string) => void, backoff?: typeof BACKOFF }} [options]
 */
export function createSupervisor({ log = () => undefined, backoff = BACKOFF } = {}) {
  let stopping = false;
  /** Cancels the pending restart of each process. */
  const cancels = new Set();

  /**
   * Starts a process now with `start()` (which spawns it and answers the ChildProcess). It is restarted
   * when it dies only after `arm()` (its first start succeeded: a process that cannot start fails the
   * start instead of looping) and until `stop()`. `beforeRestart` runs before each restart (clearing what
   * a crash left behind); when it throws, the attempt counts as one more death.
   *
   * @param {string} name
   * @param {() => import('node:child_process').ChildProcess} start
   * @param {{ beforeRestart?: () => Promise<void> }} [options]
   */
  function supervise(name, start, { beforeRestart } = {}) {
    let child = start();
    let started = Date.now();
    let delay = backoff.firstMs;
    let armed = false;
    let stopped = false;
    let timer;
    /** A restart under way (beforeRestart still running), awaited by stop(). */
    let restarting = Promise.resolve();

    const scheduleRestart = (why) => {
      if (Date.now() - started > backoff.resetAfterMs) delay = backoff.firstMs;
      log(`${name} ${why}; restarting in ${delay / 1000} s`);
      timer = setTimeout(() => {
        timer = undefined;
        restarting = restart();
      }, delay);
      delay = Math.min(delay * 2, backoff.maxMs);
    };
    const restart = async () => {
      if (stopped || stopping) return;
      started = Date.now();
      try {
        await beforeRestart?.();
        if (stopped || stopping) return;
        child = start();
      } catch (error) {
        if (!stopped && !stopping) scheduleRestart(`could not restart (${error.message})`);
        return;
      }
      watch();
    };
    const watch = () => {
      const current = child;
      current.once('exit', (code, signal) => {
        if (stopped || stopping || !armed || current !== child) return;
        scheduleRestart(`died (${signal ?? `exit code ${code}`})`);
      });
    };
    watch();

    const cancel = () => clearTimeout(timer);
    cancels.add(cancel);
    return {
      name,
      /** The process running now (a new one after each restart). */
      get child() {
        return child;
      },
      arm() {
        if (armed) return;
        armed = true;
        // Died between its readiness and now: that counts too.
        if (child.exitCode !== null || child.signalCode !== null) {
          scheduleRestart(`died (${child.signalCode ?? `exit code ${child.exitCode}`})`);
        }
      },
      /** No more restarts; ends the process running now. */
      async stop(signal = 'SIGTERM', graceMs = 10_000) {
        stopped = true;
        cancel();
        cancels.delete(cancel);
        await restarting;
        await stopChild(child, signal, graceMs);
      },
    };
  }

  return {
    supervise,
    /**
     * No restart of any process from now on (the platform is stopping); each process is still stopped by
     * its owner, in the owner's order (services before the database they write to).
     */
    stopRestarting() {
      stopping = true;
      for (const cancel of cancels) cancel();
    },
  };
}
