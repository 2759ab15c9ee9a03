import { z } from 'zod';
import { createInternalClientFromEnv, usersClientConfigSchema, type Caller } from '@byway/kit';

/** Who the caller is, as the users service knows them: the email invitations go to, and their name. */
export interface Person {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** The caller's account (issue 22: invitations by email); null when the users service has none. */
export interface PeopleSource {
  me(caller: Caller): Promise<Person | null>;
}

const personSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

const ME = /* GraphQL */ `
  query TripsCallerAccount {
    me {
      email
      firstName
      lastName
    }
  }
`;

/**
 * Asks the users service for the caller's own account with the caller's identity (their `me`, which only
 * ever answers the caller): no other person's email reaches the trips service.
 */
export function createPeopleClient(env: NodeJS.ProcessEnv = process.env): PeopleSource {
  const call = createInternalClientFromEnv(
    usersClientConfigSchema,
    env,
    'the accounts service',
    (config) => ({
      url: config.USERS_URL,
      secret: config.INTERNAL_TOKEN_SECRET,
      timeoutMs: config.USERS_TIMEOUT_MS,
    }),
  );
  return {
    async me(caller) {
      if (!caller.userId) return null;
      const data = await call<{ me: unknown }>(ME, {}, { ...caller, scopes: [] });
      if (!data.me) return null;
      const person = personSchema.parse(data.me);
      return { ...person, email: person.email.trim().toLowerCase() };
    },
  };
}
