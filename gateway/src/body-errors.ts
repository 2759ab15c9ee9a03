/**
 * What went wrong with a request body that express.json could not read, as a status and a message for
 * the caller; null for any other error. /graphql and the REST adapter word these the same way.
 */
export function bodyParseFailure(error: unknown): { status: number; message: string } | null {
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === 'entity.parse.failed') return { status: 400, message: 'Malformed JSON body' };
  if (type === 'entity.too.large') return { status: 413, message: 'Request body is too large' };
  if (type && status && status < 500) return { status, message: 'Invalid request body' };
  return null;
}
