import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  formatGraphQLError,
  parseInput,
  PUBLIC_ERROR_MESSAGE,
  statusForCode,
} from '../src/index.js';

describe('error mapping', () => {
  it('keeps our own errors with their code', () => {
    const error = new GraphQLError('x', { originalError: new AppError('NOT_FOUND', 'Trip not found') });
    expect(formatGraphQLError({ message: 'x' }, error)).toMatchObject({
      message: 'Trip not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('masks unexpected errors so internals never leak', () => {
    let logged: unknown;
    const internal = new Error('E11000 duplicate key error collection: byway_users.users');
    const error = new GraphQLError(internal.message, { originalError: internal });
    const formatted = formatGraphQLError(
      { message: internal.message, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } },
      error,
      (e) => (logged = e),
    );
    expect(formatted).toEqual({
      message: PUBLIC_ERROR_MESSAGE,
      path: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(logged).toBe(error);
  });

  it('passes on a subgraph error that arrives with one of our codes', () => {
    const fromSubgraph = new GraphQLError('An account with this email already exists', {
      extensions: { code: 'CONFLICT' },
    });
    expect(
      formatGraphQLError({ message: fromSubgraph.message, extensions: { code: 'CONFLICT' } }, fromSubgraph),
    ).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('passes on the persisted-query codes Apollo clients answer by sending the query again', () => {
    for (const code of ['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']) {
      const message =
        code === 'PERSISTED_QUERY_NOT_FOUND' ? 'PersistedQueryNotFound' : 'PersistedQueryNotSupported';
      const error = new GraphQLError(message, { extensions: { code, http: { status: 200 } } });
      expect(formatGraphQLError({ message, extensions: { code } }, error)).toEqual({
        message,
        extensions: { code },
      });
    }
  });

  it('maps codes to HTTP statuses', () => {
    expect(statusForCode('BAD_USER_INPUT')).toBe(400);
    expect(statusForCode('UNAUTHENTICATED')).toBe(401);
    expect(statusForCode('NOT_FOUND')).toBe(404);
    expect(statusForCode('TOO_MANY_REQUESTS')).toBe(429);
    expect(statusForCode('something else')).toBe(500);
  });

  it('turns invalid input into a 400 naming the field', () => {
    const schema = z.object({ email: z.string().email() });
    try {
      parseInput(schema, { email: { $ne: null } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toMatch(/^email: /);
      expect((error as AppError).issues?.[0]?.path).toBe('email');
    }
  });
});
