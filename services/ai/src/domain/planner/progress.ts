import mongoose, { type Connection, type Model } from 'mongoose';
import {
  isFinalPlanProgressEvent as finished,
  type PlanProgressEvent,
} from '@byway/contracts/rest/plan-progress';

/**
 * Live progress of one trip being planned, so the trip builder's overlay can show real steps (and a
 * model's first day before the rest) instead of promising minutes. The browser picks a random id,
 * listens on it, and sends it with the trip. The events are kept in the database for a few minutes, so a
 * stream opened on any AI replica sees a plan made on another, and a late listener still sees them all.
 * With `REDIS_URL` set, progress-redis.ts keeps them in Redis instead and streams follow them by pub/sub.
 * The events are the contract both front-ends read (contracts/rest/plan-progress.ts).
 */
export type { PlanProgressEvent };

export const PROGRESS_TTL_MS = 5 * 60_000;
/** How often an open stream looks for new events. */
export const PROGRESS_POLL_MS = 200;
const SWEEP_EVERY_MS = 60_000;

interface ChannelDoc {
  _id: string;
  owner: string;
  at: Date;
}
interface EventDoc {
  progressId: string;
  /** Order within the channel: one plan is published by one process, in order. */
  n: number;
  event: PlanProgressEvent;
  at: Date;
}

function models(connection: Connection) {
  const existing = connection.models.PlanProgressChannel as Model<ChannelDoc> | undefined;
  if (existing) {
    return { Channel: existing, Event: connection.models.PlanProgressEvent as Model<EventDoc> };
  }
  const Channel = connection.model<ChannelDoc>(
    'PlanProgressChannel',
    new mongoose.Schema<ChannelDoc>(
      { _id: String, owner: { type: String, required: true }, at: { type: Date, required: true } },
      { collection: 'plan_progress_channels', versionKey: false },
    ),
  );
  const Event = connection.model<EventDoc>(
    'PlanProgressEvent',
    new mongoose.Schema<EventDoc>(
      {
        progressId: { type: String, required: true, index: true },
        n: { type: Number, required: true },
        event: { type: mongoose.Schema.Types.Mixed, required: true },
        at: { type: Date, required: true },
      },
      { collection: 'plan_progress_events', versionKey: false },
    ),
  );
  return { Channel, Event };
}

export interface ProgressHub {
  /** Records an event of the plan; never fails the planning (a lost event only dims the overlay). */
  publish(id: string, userId: string, event: PlanProgressEvent): void;
  /** Replays what happened so far, then follows; null when the id belongs to another traveller. */
  subscribe(
    id: string,
    userId: string,
    listener: (event: PlanProgressEvent) => void,
  ): Promise<(() => void) | null>;
}

export function createProgressHub(connection: Connection, now: () => number = Date.now): ProgressHub {
  const { Channel, Event } = models(connection);
  // Per channel published from this process: the next number and the write chain that keeps them in order.
  const published = new Map<string, { next: number; chain: Promise<unknown> }>();
  let lastSweep = 0;

  function sweep() {
    const time = now();
    if (time - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = time;
    const before = new Date(time - PROGRESS_TTL_MS);
    void Event.deleteMany({ at: { $lt: before } }).catch(() => undefined);
    void Channel.deleteMany({ at: { $lt: before } }).catch(() => undefined);
  }

  /** The channel's owner, claiming it for `userId` when nobody has (the first of listener and planner). */
  async function ownerOf(id: string, userId: string): Promise<string> {
    try {
      await Channel.create({ _id: id, owner: userId, at: new Date(now()) });
      return userId;
    } catch {
      const found = await Channel.findById(id).lean();
      return found?.owner ?? userId;
    }
  }

  return {
    publish(id, userId, event) {
      sweep();
      const state = published.get(id) ?? { next: 0, chain: Promise.resolve() };
      published.set(id, state);
      const n = state.next++;
      // Nothing follows a plan's last event: its numbering is no longer needed here.
      if (finished(event)) published.delete(id);
      state.chain = state.chain
        .then(async () => {
          if ((await ownerOf(id, userId)) !== userId) return;
          await Event.create({ progressId: id, n, event, at: new Date(now()) });
        })
        .catch(() => undefined);
    },

    async subscribe(id, userId, listener) {
      sweep();
      if ((await ownerOf(id, userId)) !== userId) return null;
      let expected = 0;
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const poll = async () => {
        if (stopped) return;
        try {
          const events = (await Event.find({ progressId: id }, { n: 1, event: 1, _id: 0 }).lean()).sort(
            (a, b) => a.n - b.n,
          );
          // Deliver in order, never past a gap (an event still being written).
          for (const { n, event } of events) {
            if (n < expected) continue;
            if (n > expected || stopped) break;
            expected += 1;
            listener(event);
            if (finished(event)) stopped = true;
          }
        } catch {
          // The next round tries again.
        }
        if (!stopped) timer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
      };
      await poll();
      return () => {
        stopped = true;
        if (timer) clearTimeout(timer);
      };
    },
  };
}

export { finished as isFinalProgressEvent };
