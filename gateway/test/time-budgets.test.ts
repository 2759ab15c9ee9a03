import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { PLANNING_TIME_BUDGET_MS, REQUEST_TIME_BUDGET_MS } from '@byway/kit';
import { timeBudgetOf } from '../src/time-budgets.js';

const request = (method: string, baseUrl: string, path: string, extra: Partial<Request> = {}) =>
  ({
    method,
    baseUrl,
    path,
    body: undefined,
    get: (name: string) => (name === 'accept' ? 'application/json' : undefined),
    ...extra,
  }) as unknown as Request;

describe("the gateway's time budgets", () => {
  it('gives planning the planner’s time, streams none, and everything else the default', () => {
    expect(timeBudgetOf(request('POST', '/api', '/trips'))).toBe(PLANNING_TIME_BUDGET_MS);
    expect(timeBudgetOf(request('POST', '/api', '/trips/12/regenerate'))).toBe(PLANNING_TIME_BUDGET_MS);
    expect(timeBudgetOf(request('GET', '/api', '/trips'))).toBe(REQUEST_TIME_BUDGET_MS);
    expect(timeBudgetOf(request('POST', '/api', '/analyze-stop'))).toBe(REQUEST_TIME_BUDGET_MS);
    const planning = { body: { query: 'mutation { createTrip(input: $i) { id } }' } } as Partial<Request>;
    expect(timeBudgetOf(request('POST', '/graphql', '/', planning))).toBe(PLANNING_TIME_BUDGET_MS);
    const reading = { body: { query: '{ publicTrip(id: 1) { title } }' } } as Partial<Request>;
    expect(timeBudgetOf(request('POST', '/graphql', '/', reading))).toBe(REQUEST_TIME_BUDGET_MS);
    const stream = { get: (name: string) => (name === 'accept' ? 'text/event-stream' : undefined) };
    expect(
      timeBudgetOf(request('GET', '/api', '/trips/plan-progress/x', stream as Partial<Request>)),
    ).toBeNull();
  });
});
