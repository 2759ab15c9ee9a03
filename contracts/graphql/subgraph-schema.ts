import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSubgraph, printSchema } from '@apollo/federation-internals';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One subgraph's own schema as plain SDL (federation directives defined, `@inaccessible` fields kept): what
 * a service that calls that subgraph directly (the trips service's planTrip) is typed and validated against,
 * since the gateway's public API schema leaves internal fields out.
 */
export function subgraphSchemaSdl(name: string): string {
  const file = path.join(ROOT, 'services', name, 'schema.graphql');
  return printSchema(buildSubgraph(name, `http://${name}`, readFileSync(file, 'utf8')).schema);
}

/** The scalars a subgraph's schema defines for federation itself; typed so strict codegen accepts them. */
export const FEDERATION_SCALARS = {
  _Any: 'unknown',
  link__Import: 'unknown',
  federation__FieldSet: 'string',
  federation__Scope: 'string',
  federation__Policy: 'string',
} as const;
