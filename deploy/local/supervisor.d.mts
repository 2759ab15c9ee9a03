// Types of supervisor.mjs for the TypeScript callers (its tests, database.d.mts).
import type { ChildProcess } from 'node:child_process';

export interface Backoff {
  firstMs: number;
  maxMs: number;
  /** A process that ran this long before dying is restarted after firstMs again. */
  resetAfterMs: number;
}
export const BACKOFF: Backoff;

export interface Supervised {
  name: string;
  /** The process running now (a new one after each restart). */
  readonly child: ChildProcess;
  /** Its first start succeeded: from now on a death restarts it. */
  arm(): void;
  /** No more restarts; ends the process running now. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface Supervisor {
  supervise(
    name: string,
    start: () => ChildProcess,
    options?: { beforeRestart?: () => Promise<void> },
  ): Supervised;
  /** No restart of any process from now on; each is still stopped by its owner. */
  stopRestarting(): void;
}

export function createSupervisor(options?: { log?: (line: string) => void; backoff?: Backoff }): Supervisor;
export function stopChild(child: ChildProcess, signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
