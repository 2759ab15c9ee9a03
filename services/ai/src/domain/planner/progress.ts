/**
 * Live progress of one trip being planned, so the trip builder's overlay can show real steps (and a
 * model's first day before the rest) instead of promising minutes. The browser picks a random id,
 * listens on it, and sends it with the trip; events are kept briefly so a late listener still sees them.
 * Channels live in this process: with several AI replicas, route one id to one replica (sticky by path).
 */
export type PlanProgressEvent =
  | { type: 'started'; planner: 'offline' | 'openai' }
  | { type: 'day'; optionIndex: number; day: number; title: string; overnight: string }
  | { type: 'done'; planner: string; fallbackReason: string | null }
  | { type: 'failed'; message: string };

interface Channel {
  owner: string;
  events: PlanProgressEvent[];
  listeners: Set<(event: PlanProgressEvent) => void>;
  expires: number;
}

export const PROGRESS_TTL_MS = 5 * 60_000;
const MAX_CHANNELS = 10_000;
const finished = (event: PlanProgressEvent) => event.type === 'done' || event.type === 'failed';

export function createProgressHub(now: () => number = Date.now) {
  const channels = new Map<string, Channel>();

  function sweep() {
    const time = now();
    for (const [id, channel] of channels)
      if (channel.expires < time && !channel.listeners.size) channels.delete(id);
  }

  /** The channel, claimed by the first user to touch it; null when someone else owns it. */
  function channelFor(id: string, userId: string): Channel | null {
    let channel = channels.get(id);
    if (!channel) {
      if (channels.size >= MAX_CHANNELS) sweep();
      channel = { owner: userId, events: [], listeners: new Set(), expires: now() + PROGRESS_TTL_MS };
      channels.set(id, channel);
    }
    return channel.owner === userId ? channel : null;
  }

  return {
    publish(id: string, userId: string, event: PlanProgressEvent): void {
      const channel = channelFor(id, userId);
      if (!channel) return;
      channel.events.push(event);
      channel.expires = now() + PROGRESS_TTL_MS;
      for (const listener of channel.listeners) listener(event);
    },

    /** Replays what happened so far, then follows; null when the id belongs to another traveller. */
    subscribe(id: string, userId: string, listener: (event: PlanProgressEvent) => void): (() => void) | null {
      sweep();
      const channel = channelFor(id, userId);
      if (!channel) return null;
      for (const event of channel.events) listener(event);
      if (channel.events.some(finished)) return () => undefined;
      channel.listeners.add(listener);
      return () => channel.listeners.delete(listener);
    },

    get size() {
      return channels.size;
    },
  };
}

export type ProgressHub = ReturnType<typeof createProgressHub>;
export { finished as isFinalProgressEvent };
