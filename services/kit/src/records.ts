/**
 * Stored documents become the records a service answers with through the same few steps: fields copied
 * as they are, optional fields as null or a default where unset, dates as ISO strings. Each repository lists its fields
 * once, with these.
 */

/** The named fields of a document (or record), as they are. */
export function fieldsOf<D extends object, K extends keyof D>(doc: D, keys: readonly K[]): Pick<D, K> {
  const picked = {} as Pick<D, K>;
  for (const key of keys) picked[key] = doc[key];
  return picked;
}

/** The named optional fields of a document, null where unset. */
export function nullableFieldsOf<D extends object, K extends keyof D>(
  doc: D,
  keys: readonly K[],
): { [P in K]-?: Exclude<D[P], undefined> | null } {
  const picked = {} as { [P in K]-?: Exclude<D[P], undefined> | null };
  for (const key of keys) picked[key] = (doc[key] ?? null) as Exclude<D[K], undefined> | null;
  return picked;
}

/** The fields named by `defaults`, each its default where unset (null or missing). */
export function fieldsOr<D extends object, F extends { [K in keyof D]?: unknown }>(
  doc: D,
  defaults: F,
): { [K in keyof F]: Exclude<D[K & keyof D], null | undefined> | F[K] } {
  const picked: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) picked[key] = doc[key as keyof D] ?? fallback;
  return picked as { [K in keyof F]: Exclude<D[K & keyof D], null | undefined> | F[K] };
}

/** A stored date as an ISO string, null where unset. */
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
