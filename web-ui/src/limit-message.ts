/**
 * The server's own words when a per-traveller budget or a sign-in limit refused a request (GraphQL code
 * TOO_MANY_REQUESTS, issue 12): screens show them ('Please wait a few minutes...') instead of a generic
 * failure, since trying again at once would be refused too. Null for every other failure.
 */
export function limitMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('graphQLErrors' in error)) return null;
  const list = (error as { graphQLErrors?: unknown }).graphQLErrors;
  if (!Array.isArray(list)) return null;
  for (const item of list as { message?: unknown; extensions?: { code?: unknown } }[]) {
    if (item?.extensions?.code === 'TOO_MANY_REQUESTS' && typeof item.message === 'string')
      return item.message;
  }
  return null;
}
