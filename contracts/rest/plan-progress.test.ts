import { describe, expect, it } from 'vitest';
import {
  isFinalPlanProgressEvent,
  parsePlanProgressEvent,
  planProgressMessage,
  type PlanProgressEvent,
} from './plan-progress.js';

// The plan-progress events' one contract: what the AI service writes, the front-ends read back as it was;
// anything else is refused, so a reader never shows a half-read step.

/** An event as written on the stream, read back by name and data as EventSource hands them over. */
function roundTrip(event: PlanProgressEvent): PlanProgressEvent | null {
  const [, type, data] = /^event: (\w+)\ndata: (.*)\n\n$/.exec(planProgressMessage(event)) ?? [];
  return parsePlanProgressEvent(type ?? '', data ?? '');
}

describe('plan-progress events', () => {
  const events: PlanProgressEvent[] = [
    { type: 'started', planner: 'offline' },
    {
      type: 'day',
      optionIndex: 0,
      day: 1,
      title: 'Day 1: Denver to Glenwood Springs',
      overnight: 'Glenwood Springs, CO',
    },
    { type: 'day', optionIndex: 2, day: 3, title: 'Canyon day', overnight: '' },
    { type: 'done', planner: 'openai', fallbackReason: null },
    {
      type: 'done',
      planner: 'offline',
      fallbackReason: 'The model took too long; the offline planner planned it.',
    },
    { type: 'failed', message: 'We couldn\'t find "Atlantis".' },
  ];

  it('reads back every event as it was written', () => {
    for (const event of events) expect(roundTrip(event)).toEqual(event);
  });

  it('reads an event whose data leaves the type to the event name', () => {
    expect(parsePlanProgressEvent('started', '{"planner":"offline"}')).toEqual({
      type: 'started',
      planner: 'offline',
    });
  });

  it('refuses what is not an event of the contract', () => {
    const refused: [string, string][] = [
      ['day', 'not json'],
      ['day', 'null'],
      ['day', '[]'],
      ['day', '{"optionIndex":0,"day":0,"title":"Day 0","overnight":""}'],
      ['day', '{"optionIndex":0,"day":1.5,"title":"Day 1","overnight":""}'],
      ['day', '{"optionIndex":-1,"day":1,"title":"Day 1","overnight":""}'],
      ['day', '{"optionIndex":0,"day":2,"overnight":"Moab, UT"}'],
      ['started', '{"planner":"gpt"}'],
      ['done', '{"planner":"offline"}'],
      ['failed', '{"message":""}'],
      ['failed', '{"type":"done","planner":"offline","fallbackReason":null}'],
      ['progress', '{"type":"progress"}'],
    ];
    for (const [type, data] of refused)
      expect(parsePlanProgressEvent(type, data), `${type} ${data}`).toBeNull();
  });

  it('ends the stream on done and failed only', () => {
    expect(events.map(isFinalPlanProgressEvent)).toEqual([false, false, false, true, true, true]);
  });
});
