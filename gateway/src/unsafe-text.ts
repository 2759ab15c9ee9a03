import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';

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
 * same rule for REST and GraphQL. A GraphQL document can still write a NUL as an escape (`"\u0000"` is six
 * harmless characters here): unsafeTextPlugin checks what the document and variables decode to.
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

/**
 * The same rule for what GraphQL decodes, which is what resolvers and the database receive: the document's
 * string literals (escapes resolved by the parser) and the variables as Apollo parsed them (a GET request's
 * variables arrive JSON-encoded in the query string, so the middleware above sees only their escapes).
 * A plain 400 BAD_USER_INPUT naming the argument or variable, like the middleware's.
 */
export function unsafeTextPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const path = unsafeTextAt(request.variables ?? {}, 'variables') ?? unsafeLiteralIn(document);
          if (!path) return;
          throw new GraphQLError(`${UNSAFE_TEXT_MESSAGE} (${path})`, {
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
        },
      };
    },
  };
}

/** Apollo keeps parsed documents and hands the same object to every request sending the same query. */
const literalsChecked = new WeakMap<DocumentNode, string | null>();

/** The argument (or default value) of the first unsafe string literal in the document, or null. */
function unsafeLiteralIn(document: DocumentNode): string | null {
  const known = literalsChecked.get(document);
  if (known !== undefined) return known;
  const path: string[] = [];
  let found: string | null = null;
  const named = {
    enter: (node: { name: { value: string } }) => void path.push(node.name.value),
    leave: () => void path.pop(),
  };
  visit(document, {
    Argument: named,
    ObjectField: named,
    StringValue(node) {
      if (!UNSAFE.test(node.value)) return undefined;
      found = path.length > 0 ? path.join('.') : 'query';
      return BREAK;
    },
  });
  literalsChecked.set(document, found);
  return found;
}
