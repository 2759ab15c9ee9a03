import { describe, expect, it } from 'vitest';
import { planProgressMessage, type PlanProgressEvent } from '@byway/contracts/rest/plan-progress';
import { followPackProgress, initialPackProgress, type PackProgress } from './plan-progress';

// The trip-pack finder reads the planner's stream with the shared contract: events as the AI service writes
// them move the overlay on, a malformed one is left out.

function fakeStream() {
  const listeners = new Map<string, (event: MessageEvent<string>) => void>();
  const stream = {
    closed: false,
    opened: '',
    addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) =>
      listeners.set(type, listener),
    close: () => {
      stream.closed = true;
    },
    /** Plays a raw server-sent event. */
    play: (type: string, data: string) => listeners.get(type)?.(new MessageEvent(type, { data })),
    /** Plays an event exactly as the AI service writes it. */
    send: (event: PlanProgressEvent) => {
      const [, type, data] = /^event: (\w+)\ndata: (.*)\n\n$/.exec(planProgressMessage(event)) ?? [];
      stream.play(type ?? '', data ?? '');
    },
  };
  return stream;
}

describe('followPackProgress', () => {
  it('moves the overlay on with each event of the contract and refuses malformed ones', () => {
    const stream = fakeStream();
    let progress: PackProgress = initialPackProgress();
    followPackProgress(
      (url) => {
        stream.opened = url;
        return stream;
      },
      'c0ffee00-0000-4000-8000-000000000001',
      4,
      (update) => (progress = update(progress)),
    );
    expect(stream.opened).toBe('/api/trips/plan-progress/c0ffee00-0000-4000-8000-000000000001');

    stream.send({ type: 'started', planner: 'offline' });
    expect(progress.message).toBe("Laying out the pack's stops day by day...");
    stream.send({ type: 'day', optionIndex: 0, day: 2, title: 'Day 2', overnight: 'Moab, UT' });
    expect(progress).toEqual({ message: 'Planned day 2 of 4: Moab, UT', percent: 50 });

    // Malformed: not JSON, a day 0, a day without its title, data of another type than the event's name.
    const before = progress;
    stream.play('day', 'not json');
    stream.play('day', '{"optionIndex":0,"day":0,"title":"Day 0","overnight":"Moab, UT"}');
    stream.play('day', '{"optionIndex":0,"day":3,"overnight":"Green River, UT"}');
    stream.play('day', '{"type":"done","planner":"offline","fallbackReason":null}');
    expect(progress).toBe(before);
    expect(stream.closed).toBe(false);

    stream.send({ type: 'done', planner: 'offline', fallbackReason: null });
    expect(progress).toEqual({ message: 'Saving your trip...', percent: 100 });
    expect(stream.closed).toBe(true);
  });
});
