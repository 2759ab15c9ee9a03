import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { gateway, SIGN_IN, type User, useUsersWithAda } from './support/ada.js';

describe('users subgraph: third-party identity', () => {
  const users = useUsersWithAda();

  describe('third-party identity', () => {
    const MUTATION = `mutation($input: IdentityInput!) { signInWithIdentity(input: $input) { id email firstName } }`;
    const identity = {
      issuer: 'https://id.example',
      subject: 'sub-1',
      email: 'grace@example.com',
      firstName: 'Grace',
    };

    it('creates a user once, then finds it by the link', async () => {
      const first = await callSubgraph<{ signInWithIdentity: User }>(
        users.url,
        MUTATION,
        { input: identity },
        gateway(),
      );
      expect(first.errors).toBeUndefined();
      expect(first.headers.get('x-byway-session')).toMatch(/^[0-9a-f]{64}$/);
      const id = first.data!.signInWithIdentity.id;

      const again = await callSubgraph<{ signInWithIdentity: User }>(
        users.url,
        MUTATION,
        { input: { ...identity, email: 'grace.new@example.com' } },
        gateway(),
      );
      expect(again.data?.signInWithIdentity).toEqual({ id, email: 'grace@example.com', firstName: 'Grace' });

      // No password: the account cannot be used with the email + password form.
      const password = await callSubgraph(users.url, SIGN_IN, {
        input: { email: 'grace@example.com', password: 'anything at all' },
      });
      expect(password.errors?.[0]?.message).toBe('Invalid email or password');
    });

    it('links to an existing account with the same email', async () => {
      const result = await callSubgraph<{ signInWithIdentity: User }>(
        users.url,
        MUTATION,
        { input: { ...identity, subject: 'sub-ada', email: 'ada@example.com' } },
        gateway(),
      );
      expect(result.data?.signInWithIdentity.id).toBe(users.ada.id);
      const row = await users.service.connection.collection('users').findOne({ _id: users.ada.id as never });
      expect(row?.identities).toEqual([{ issuer: 'https://id.example', subject: 'sub-ada' }]);
      // Found next time by one `_id` read, not a scan of every user.
      const key = await users.service.connection
        .collection('user_identities')
        .findOne({ _id: JSON.stringify(['https://id.example', 'sub-ada']) as never });
      expect(key?.userId).toBe(users.ada.id);
    });

    it('still finds an identity linked before the lookup existed, and indexes it then', async () => {
      const linked = { issuer: 'https://old.example', subject: 'sub-old' };
      await users.service.connection
        .collection('users')
        .updateOne({ _id: users.ada.id as never }, { $push: { identities: linked as never } });
      const result = await callSubgraph<{ signInWithIdentity: User }>(
        users.url,
        MUTATION,
        { input: { ...linked, email: 'someone.else@example.com' } },
        gateway(),
      );
      expect(result.data?.signInWithIdentity.id).toBe(users.ada.id);
      const key = await users.service.connection
        .collection('user_identities')
        .findOne({ _id: JSON.stringify(['https://old.example', 'sub-old']) as never });
      expect(key?.userId).toBe(users.ada.id);
    });

    it('is refused without the identity:link scope', async () => {
      const result = await callSubgraph(users.url, MUTATION, { input: identity }, callerFor(null));
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.headers.get('x-byway-session')).toBeNull();
    });
  });
});
