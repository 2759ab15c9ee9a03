// Test double of the planning progress stream (EventSource of /api/trips/plan-progress/{id}), handed to
// TripBuilder through its `openProgressStream` prop so tests can play server-sent events.
import type { OpenProgressStream, ProgressEventSource } from '../lib/plan-progress';

export class FakeProgressEventSource implements ProgressEventSource {
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** Plays one server-sent event (`event: type`, `data: JSON`), unless the stream was closed. */
  emit(type: string, data: unknown): void {
    if (this.closed) return;
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** An `openProgressStream` that records every stream it opens. */
export function fakeProgressStreams(): { open: OpenProgressStream; opened: FakeProgressEventSource[] } {
  const opened: FakeProgressEventSource[] = [];
  return {
    opened,
    open: (url) => {
      const stream = new FakeProgressEventSource(url);
      opened.push(stream);
      return stream;
    },
  };
}
