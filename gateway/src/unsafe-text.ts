import type { NextFunction, Request, Response } from 'express';

/**
 * Text no traveller types: NUL and the other C0 control characters but tab, line feed and carriage return,
 * and lone UTF-16 surrogates (half a character; stored, they break every client that reads them back).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain control characters or broken Unicode';

/** The first path in a parsed JSON value (body, query, variables) whose text is unsafe, or null. */
export function unsafeTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSAFE.test(value) ? path || '(value)' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextAt(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = UNSAFE.test(key) ? `${path}.${key}` : unsafeTextAt(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses a request whose body, query string or path carries unsafe text, before anything reads it: the
 * same rule for REST and GraphQL (which also covers text written inline in a GraphQL document).
 * `graphql` answers in GraphQL's error shape, REST with `{ message }`.
 */
export function refuseUnsafeText(shape: 'rest' | 'graphql') {
  return (req: Request, res: Response, next: NextFunction): void => {
    let path: string | null = null;
    try {
      path =
        unsafeTextAt(decodeURIComponent(req.path), 'path') ??
        unsafeTextAt(req.query, 'query') ??
        unsafeTextAt(req.body);
    } catch {
      path = 'path'; // a path that does not decode is no better
    }
    if (!path) return next();
    const message = `${UNSAFE_TEXT_MESSAGE} (${path})`;
    if (shape === 'graphql') {
      res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
    } else {
      res.status(400).json({ message });
    }
  };
}
