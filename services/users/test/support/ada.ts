import { createHash } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { useUsersService } from './users-service.js';

export const USER_FIELDS =
  'id email firstName lastName interests travelStyle preferredPace lodgingPreference profileCompleted createdAt';
export const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { ${USER_FIELDS} } }`;
export const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { ${USER_FIELDS} } }`;
export const SESSION_USER = `query($sid: ID!) { sessionUser(sessionId: $sid) { id email } }`;
export const gateway = (extra: { sessionId?: string } = {}) =>
  callerFor(null, { scopes: ['session:read', 'identity:link'], ...extra });

export interface User {
  id: string;
  email: string;
  firstName: string;
  profileCompleted: boolean;
  interests: string[];
  travelStyle: string | null;
  createdAt: string;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The users service with Ada signed up through the public sign-up (email '  Ada@Example.COM ', password
 * 'correct horse'): `users.ada` and the session it announced, `users.adaSession`.
 */
export function useUsersWithAda() {
  const running = useUsersService();
  let ada: User | undefined;
  let adaSession = '';
  beforeAll(async () => {
    const result = await callSubgraph<{ signUp: User }>(running.url, SIGN_UP, {
      input: {
        email: '  Ada@Example.COM ',
        password: 'correct horse',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    expect(result.errors).toBeUndefined();
    ada = result.data!.signUp;
    adaSession = result.headers.get('x-byway-session')!;
  });
  return {
    get service() {
      return running.service;
    },
    get url() {
      return running.url;
    },
    get ada(): User {
      if (!ada) throw new Error('Ada is not signed up yet: read her inside a test');
      return ada;
    },
    get adaSession() {
      return adaSession;
    },
  };
}
