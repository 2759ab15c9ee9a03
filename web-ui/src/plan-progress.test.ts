import { planProgressMessage, type PlanProgressEvent } from '@byway/contracts/rest/plan-progress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  followPlanProgress,
  MAX_RECONNECTS,
  RECONNECT_EVENT,
  type OpenProgressStream,
} from './plan-progress';

function fakeStreams() {
  const opened: { url: string; closed: boolean; play: (type: string, data: string) => void }[] = [];
  const open: OpenProgressStream = (url) => {
    const listeners = new Map<string, (event: MessageEvent<string>) => void>();
    const stream = {
      url,
      closed: false,
      addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) =>
        listeners.set(type, listener),
      close: () => {
        stream.closed = true;
      },
      play: (type: string, data: string) => listeners.get(type)?.(new MessageEvent(type, { data })),
    };
    opened.push(stream);
    return stream;
  };
  return { open, opened };
}

/** Plays an event exactly as the AI service writes it. */
function send(stream: { play: (type: string, data: string) => void }, event: PlanProgressEvent) {
  const [, type, data] = /^event: (\w+)\ndata: (.*)\n\n$/.exec(planProgressMessage(event)) ?? [];
  stream.play(type ?? '', data ?? '');
}

const countEvents = (state: string[], event: PlanProgressEvent) => [...state, event.type];

describe('followPlanProgress', () => {
  it("opens the plan's stream and folds each event of the contract, leaving malformed ones out", () => {
    const { open, opened } = fakeStreams();
    let state: string[] = [];
    followPlanProgress(open, 'plan-1', countEvents, (update) => {
      state = update(state);
    });
    const stream = opened[0]!;
    expect(stream.url).toContain('plan-1');
    send(stream, { type: 'started', planner: 'offline' });
    stream.play('day', '{not json');
    expect(state).toEqual(['started']);
    expect(stream.closed).toBe(false);
  });

  it('closes the stream on a final event, even a malformed one, and when the caller stops', () => {
    const { open, opened } = fakeStreams();
    followPlanProgress(open, 'a', countEvents, () => undefined);
    opened[0]!.play('done', '{not json');
    expect(opened[0]!.closed).toBe(true);
    const stop = followPlanProgress(open, 'b', countEvents, () => undefined);
    expect(opened[1]!.closed).toBe(false);
    stop();
    expect(opened[1]!.closed).toBe(true);
  });

  it('does nothing where the browser has no event stream', () => {
    const stop = followPlanProgress(
      () => null,
      'c',
      countEvents,
      () => undefined,
    );
    expect(() => stop()).not.toThrow();
  });

  describe('when the server sending the stream stops', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('opens the stream again on a reconnect event and folds only the events it had not folded', () => {
      vi.useFakeTimers();
      const { open, opened } = fakeStreams();
      let state: string[] = [];
      followPlanProgress(open, 'plan-2', countEvents, (update) => {
        state = update(state);
      });
      const first = opened[0]!;
      send(first, { type: 'started', planner: 'offline' });
      send(first, { type: 'day', optionIndex: 0, day: 1, title: 'Day 1', overnight: 'Moab, UT' });
      first.play(RECONNECT_EVENT, '{"type":"reconnect"}');
      expect(first.closed).toBe(true);
      expect(opened).toHaveLength(1);

      vi.advanceTimersByTime(1_000);
      const second = opened[1]!;
      expect(second.url).toBe(first.url);
      // Another server replays the plan from its first event, then goes on.
      send(second, { type: 'started', planner: 'offline' });
      send(second, { type: 'day', optionIndex: 0, day: 1, title: 'Day 1', overnight: 'Moab, UT' });
      send(second, { type: 'day', optionIndex: 0, day: 2, title: 'Day 2', overnight: 'Ouray, CO' });
      send(second, { type: 'done', planner: 'offline', fallbackReason: null });
      expect(state).toEqual(['started', 'day', 'day', 'done']);
      expect(second.closed).toBe(true);
    });

    it("skips the replayed events when the browser's EventSource reconnects by itself after a cut", () => {
      const { open, opened } = fakeStreams();
      let state: string[] = [];
      followPlanProgress(open, 'plan-5', countEvents, (update) => {
        state = update(state);
      });
      const stream = opened[0]!;
      stream.play('open', '');
      send(stream, { type: 'started', planner: 'offline' });
      stream.play('open', '');
      send(stream, { type: 'started', planner: 'offline' });
      send(stream, { type: 'failed', message: 'The planner could not reach the map service.' });
      expect(state).toEqual(['started', 'failed']);
      expect(opened).toHaveLength(1);
    });

    it('gives up after a few reconnects, and a stopped follower never opens it again', () => {
      vi.useFakeTimers();
      const { open, opened } = fakeStreams();
      followPlanProgress(open, 'plan-3', countEvents, () => undefined);
      for (let attempt = 0; attempt <= MAX_RECONNECTS; attempt += 1) {
        opened.at(-1)!.play(RECONNECT_EVENT, '{}');
        vi.advanceTimersByTime(1_000);
      }
      expect(opened).toHaveLength(MAX_RECONNECTS + 1);

      const stop = followPlanProgress(open, 'plan-4', countEvents, () => undefined);
      const last = opened.at(-1)!;
      last.play(RECONNECT_EVENT, '{}');
      stop();
      vi.advanceTimersByTime(1_000);
      expect(opened.at(-1)).toBe(last);
    });
  });
});
