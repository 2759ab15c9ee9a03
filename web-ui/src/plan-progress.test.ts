import { planProgressMessage, type PlanProgressEvent } from '@byway/contracts/rest/plan-progress';
import { describe, expect, it } from 'vitest';
import { followPlanProgress, type OpenProgressStream } from './plan-progress';

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
});
