import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { callSubgraph } from '@byway/kit/testing';
import { useService, type ServiceUnderTest } from '@byway/kit/testing/vitest';
import { definition } from '../../src/definition.js';

/** The users subgraph for this test file: `users.url`, `users.service` (its database too). */
export const useUsersService = (options?: Parameters<typeof useService>[1]): ServiceUnderTest =>
  useService(definition, options);

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Signs a new traveller up (a fresh email unless given) and expects it to work: their id and the session
 * the service announced. `fields` selects more of the new user.
 */
export async function signUp<T extends { id: string } = { id: string }>(
  url: string,
  input: Partial<SignUpInput> = {},
  fields = 'id',
): Promise<{ user: T; id: string; sessionId: string }> {
  const result = await callSubgraph<{ signUp: T }>(
    url,
    `mutation($input: SignUpInput!) { signUp(input: $input) { ${fields} } }`,
    {
      input: {
        email: `t-${randomUUID()}@example.com`,
        password: 'long enough pw',
        firstName: 'T',
        lastName: 'R',
        ...input,
      },
    },
  );
  expect(result.errors).toBeUndefined();
  const user = result.data!.signUp;
  return { user, id: user.id, sessionId: result.headers.get('x-byway-session')! };
}
