import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, internalHeaders } from '@byway/kit/testing';
import { parsePlanProgressEvent, type PlanProgressEvent } from '@byway/contracts/rest/plan-progress';
import { PLAN_TRIP } from '../../trips/src/data-access/planner-client.js';
import { useAiService } from './support/ai-service.js';

// The plan-progress events have one contract (contracts/rest/plan-progress.ts): every event the AI
// service writes on a plan's stream reads with the parser both front-ends use, in the order they rely on.

/** A server-sent event stream as name and data pairs (heartbeat comments left out). */
function eventsOf(text: string): { type: string; data: string }[] {
  return text
    .split('\n\n')
    .map((block) => ({
      type: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: /^data: (.*)$/m.exec(block)?.[1] ?? '',
    }))
    .filter((event) => event.type);
}

describe('plan-progress events of the AI service', () => {
  const service = useAiService({ OPENAI_API_KEY: '' });
  const traveller = callerFor('ada-progress-contract', { scopes: ['trips:plan'] });

  /** Plans with a progress id while listening on it; answers what the stream carried, parsed. */
  async function planAndListen(input: Record<string, unknown>) {
    const progressId = randomUUID();
    const listening = await fetch(
      service.url.replace(/\/graphql$/, `/internal/plan-progress/${progressId}`),
      {
        headers: internalHeaders(traveller),
      },
    );
    const planned = await callSubgraph(
      service.url,
      PLAN_TRIP,
      { input: { ...input, progressId } },
      traveller,
    );
    const raw = eventsOf(await listening.text());
    const parsed = raw.map(({ type, data }) => parsePlanProgressEvent(type, data));
    return { planned, raw, parsed };
  }

  it('writes a plan as started, one day event per day, then done: each one of the contract', async () => {
    const { planned, raw, parsed } = await planAndListen({
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      themes: ['nature'],
    });
    expect(planned.errors).toBeUndefined();
    expect(raw.length).toBeGreaterThan(0);
    expect(parsed).not.toContain(null);
    const events = parsed as PlanProgressEvent[];
    expect(events.map((event) => event.type)).toEqual(['started', 'day', 'day', 'day', 'done']);
    expect(events[0]).toEqual({ type: 'started', planner: 'offline' });
    expect(events.filter((event) => event.type === 'day').map((event) => event.day)).toEqual([1, 2, 3]);
    expect(events.at(-1)).toEqual({ type: 'done', planner: 'offline', fallbackReason: null });
  });

  it('writes a failed plan as started then failed, with what to tell the traveller', async () => {
    const { planned, parsed } = await planAndListen({
      startLocation: 'Honolulu, HI',
      endLocation: 'Los Angeles, CA',
      totalDays: 3,
    });
    expect(planned.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(parsed).toEqual([
      { type: 'started', planner: 'offline' },
      { type: 'failed', message: expect.stringContaining('There is no road trip between') },
    ]);
  });
});
