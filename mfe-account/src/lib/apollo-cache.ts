import type { ApolloCache } from '@apollo/client';

/**
 * After a REST call changed the traveller (PATCH /api/profile, POST /api/complete-onboarding), the cached
 * `me` is stale: drop it so the next screen that asks (profile, builder) reads the saved answers.
 */
export function forgetMe(cache: ApolloCache<unknown>): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
  cache.gc();
}
