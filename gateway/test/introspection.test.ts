import { readFileSync } from 'node:fs';
import { Supergraph } from '@apollo/federation-internals';
import { getIntrospectionQuery, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type RunningGateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';
import { operationRefusal } from '../src/operation-limits.js';

const INTROSPECTION = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
const DEPTH_REFUSAL = 'This operation nests deeper than 10 levels: ask for less at once';
/** An operation 11 levels deep (depth is measured before the fields are looked up). */
const DEEP = '{ a { b { c { d { e { f { g { h { i { j { k } } } } } } } } } } }';

const supergraph = readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8');
const schema = Supergraph.build(supergraph).apiSchema().toGraphQLJSSchema();

let running: RunningGateway;
beforeAll(async () => {
  const gateway = await createGateway(loadGatewayConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }));
  running = await gateway.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await running?.stop();
});

const graphql = (query: string) =>
  fetch(`http://127.0.0.1:${running.port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });

/** Issue 23: URL-based tools (GraphiQL, codegen) read the schema in development; the limits stay for the rest. */
describe('introspection and the depth limit', () => {
  it('answers the standard introspection query in development', async () => {
    const answer = await graphql(INTROSPECTION);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      data?: { __schema: { types: { name: string }[] } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema.types.map((type) => type.name)).toContain('Trip');
  });

  it('still refuses a deep operation in development, and introspection mixed with data', async () => {
    const deep = await graphql(DEEP);
    expect(deep.status).toBe(400);
    expect(JSON.stringify(await deep.json())).toContain(DEPTH_REFUSAL);
    const mixed = parse(
      `{ me { id } __schema { types { name fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`,
    );
    expect(operationRefusal(schema, mixed, { allowIntrospection: true })).toBe(DEPTH_REFUSAL);
  });

  it('keeps refusing introspection by depth where it is not allowed (production)', () => {
    expect(operationRefusal(schema, parse(INTROSPECTION), { allowIntrospection: false })).toBe(DEPTH_REFUSAL);
    expect(operationRefusal(schema, parse(INTROSPECTION), { allowIntrospection: true })).toBeNull();
    // A fragment on a data type is no introspection, even when only meta fields are asked for at the root.
    const disguised = parse(`{ __typename ...Deep } fragment Deep on Query { ${DEEP.slice(2, -2)} }`);
    expect(operationRefusal(schema, disguised, { allowIntrospection: true })).toBe(DEPTH_REFUSAL);
  });
});
