import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createTripErrorMessage, newProgressId } from './errors';
import { initialPlanProgress, parsePlanProgressEvent, reducePlanProgress } from './plan-progress';

describe('createTripErrorMessage', () => {
  it('prefers the GraphQL error text', () => {
    const error = new ApolloError({ graphQLErrors: [new GraphQLError('Unknown place "Atlantis"')] });
    expect(createTripErrorMessage(error)).toBe('Unknown place "Atlantis"');
  });

  it('reads the first error of a 400 answer body', () => {
    const networkError = Object.assign(new Error('Response not successful: Received status code 400'), {
      statusCode: 400,
      result: { errors: [{ message: 'Variable "$input" got invalid value' }] },
    });
    expect(createTripErrorMessage(new ApolloError({ networkError }))).toBe(
      'Variable "$input" got invalid value',
    );
  });

  it('answers null when nothing carries text', () => {
    expect(createTripErrorMessage(new ApolloError({ networkError: new Error('') }))).toBeNull();
    expect(createTripErrorMessage('nope')).toBeNull();
  });
});

describe('newProgressId', () => {
  it('is a v4 UUID', () => {
    expect(newProgressId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('plan progress', () => {
  it('ignores malformed events', () => {
    expect(parsePlanProgressEvent('day', 'not json')).toBeNull();
    expect(parsePlanProgressEvent('day', '{"day":0}')).toBeNull();
    expect(parsePlanProgressEvent('other', '{}')).toBeNull();
  });

  it('reports other route options and failures without counting them as planned days', () => {
    let state = initialPlanProgress();
    state = reducePlanProgress(
      state,
      { type: 'day', optionIndex: 1, day: 3, title: 'Scenic day', overnight: 'Ouray' },
      5,
    );
    expect(state.message).toBe('Planning route option 2, day 3 of 5: Ouray');
    expect(state.days).toEqual([]);
    state = reducePlanProgress(state, { type: 'failed', message: 'We could not find "Atlantis"' }, 5);
    expect(state).toMatchObject({ phase: 'failed', message: 'We could not find "Atlantis"' });
  });
});
