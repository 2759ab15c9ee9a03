import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisor, type Supervised } from './supervisor.mjs';

// The restart policy of `npm start`, at a fast pace: first 40 ms instead of 1 s, at most 160 ms instead of
// 30 s, back to the first delay after 1 s of running instead of a minute.
const backoff = { firstMs: 40, maxMs: 160, resetAfterMs: 1000 };

const node = (script: string): ChildProcess => spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
const exitsAt = (ms: number, code: number) => node(`setTimeout(() => process.exit(${code}), ${ms})`);
const runs = () => node('setInterval(() => undefined, 1000)');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(10);
  }
}

describe('supervisor', () => {
  const running: Supervised[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((worker) => worker.stop('SIGKILL')));
  });

  function supervised(starts: (() => ChildProcess)[], options?: { beforeRestart?: () => Promise<void> }) {
    const log: string[] = [];
    let count = 0;
    const worker = createSupervisor({ log: (line) => log.push(line), backoff }).supervise(
      'worker',
      () => starts[Math.min(count++, starts.length - 1)]!(),
      options,
    );
    running.push(worker);
    return { worker, log, starts: () => count };
  }

  it('restarts a dying process after delays that double up to the cap, saying why', async () => {
    const { worker, log, starts } = supervised([() => exitsAt(0, 3)]);
    worker.arm();
    await until(() => log.length >= 5);
    expect(log.slice(0, 5)).toEqual([
      'worker died (exit code 3); restarting in 0.04 s',
      'worker died (exit code 3); restarting in 0.08 s',
      'worker died (exit code 3); restarting in 0.16 s',
      'worker died (exit code 3); restarting in 0.16 s',
      'worker died (exit code 3); restarting in 0.16 s',
    ]);
    expect(starts()).toBeGreaterThanOrEqual(5);
  });

  it('starts again from the first delay once a process ran longer than the reset time', async () => {
    // Three quick deaths, then one after 1.3 s of running, then quick deaths again.
    const quick = () => exitsAt(0, 1);
    const { worker, log } = supervised([quick, quick, quick, () => exitsAt(1300, 2), quick]);
    worker.arm();
    await until(() => log.length >= 5);
    expect(
      log.slice(0, 5).map((line) => line.replace(/^worker died \((.*)\); restarting in /, '$1 ')),
    ).toEqual([
      'exit code 1 0.04 s',
      'exit code 1 0.08 s',
      'exit code 1 0.16 s',
      'exit code 2 0.04 s',
      'exit code 1 0.08 s',
    ]);
  });

  it('does not restart a process that dies before its first start succeeded (not armed)', async () => {
    const { worker, log, starts } = supervised([() => exitsAt(0, 1)]);
    await new Promise((resolve) => worker.child.once('exit', resolve));
    await sleep(200);
    expect(starts()).toBe(1);
    expect(log).toEqual([]);
  });

  it('does not restart after stop, nor a process whose restart was pending', async () => {
    const stopped = supervised([runs]);
    stopped.worker.arm();
    const first = stopped.worker.child;
    await stopped.worker.stop();
    expect(first.signalCode).toBe('SIGTERM');
    await sleep(200);
    expect(stopped.starts()).toBe(1);
    expect(stopped.log).toEqual([]);

    // Killed (restart due in 40 ms), then stopped before the restart.
    const pending = supervised([runs]);
    pending.worker.arm();
    pending.worker.child.kill('SIGKILL');
    await until(() => pending.log.length === 1);
    expect(pending.log[0]).toBe('worker died (SIGKILL); restarting in 0.04 s');
    await pending.worker.stop();
    await sleep(200);
    expect(pending.starts()).toBe(1);
  });

  it('stops restarting every process at once when the supervisor stops restarting', async () => {
    const log: string[] = [];
    const supervisor = createSupervisor({ log: (line) => log.push(line), backoff });
    const workers = ['a', 'b'].map((name) => supervisor.supervise(name, runs));
    running.push(...workers);
    for (const worker of workers) worker.arm();
    supervisor.stopRestarting();
    const children = workers.map((worker) => worker.child);
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await sleep(200);
    expect(workers.map((worker) => worker.child)).toEqual(children);
    expect(log).toEqual([]);
  });

  it('clears up before each restart, and counts a failed clean-up as one more death', async () => {
    const events: string[] = [];
    let cleanUps = 0;
    const { worker, log } = supervised(
      [() => (events.push('start'), exitsAt(0, 1)), () => (events.push('start'), runs())],
      {
        beforeRestart: async () => {
          events.push('clean-up');
          if (++cleanUps === 1) throw new Error('still busy');
        },
      },
    );
    worker.arm();
    await until(() => events.length >= 4);
    expect(events).toEqual(['start', 'clean-up', 'clean-up', 'start']);
    expect(log).toEqual([
      'worker died (exit code 1); restarting in 0.04 s',
      'worker could not restart (still busy); restarting in 0.08 s',
    ]);
    expect(worker.child.exitCode).toBeNull();
  });
});
