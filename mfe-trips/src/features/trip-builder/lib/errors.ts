import { ApolloError } from '@apollo/client';

/** What ApolloError says when neither a GraphQL nor a network error carried text. */
const APOLLO_NO_MESSAGE = 'Error message not found.';

/**
 * The message to show for a failed createTrip: the gateway's own text (e.g. a place it does not know,
 * a 400 body's first error) when there is one, else null so the caller uses the generic line.
 */
export function createTripErrorMessage(error: unknown): string | null {
  if (error instanceof ApolloError) {
    const graphQLMessage = error.graphQLErrors.find((item) => item.message)?.message;
    if (graphQLMessage) return graphQLMessage;
    const network = error.networkError as (Error & { result?: unknown }) | null;
    const result = network?.result;
    if (typeof result === 'object' && result !== null) {
      const record = result as { errors?: unknown; message?: unknown };
      if (Array.isArray(record.errors)) {
        const first: unknown = record.errors[0];
        if (typeof first === 'object' && first !== null) {
          const message = (first as { message?: unknown }).message;
          if (typeof message === 'string' && message) return message;
        }
      }
      if (typeof record.message === 'string' && record.message) return record.message;
    }
    const text = network?.message || error.message;
    return text && text !== APOLLO_NO_MESSAGE ? text : null;
  }
  if (error instanceof Error) return error.message || null;
  return null;
}

/** The gateway refused what was entered (BAD_USER_INPUT, or a REST 400): the traveller can fix it. */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof ApolloError)) return false;
  if (error.graphQLErrors.some((item) => item.extensions?.code === 'BAD_USER_INPUT')) return true;
  const status = (error.networkError as (Error & { statusCode?: number }) | null)?.statusCode;
  return status === 400;
}

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else built from getRandomValues. */
export function newProgressId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
