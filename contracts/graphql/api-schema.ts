import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema, Supergraph } from '@apollo/federation-internals';

/** The checked-in supergraph the gateway serves (`npm run compose` rewrites it). */
export const SUPERGRAPH_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../gateway/supergraph.graphql',
);

/**
 * The schema clients see through the gateway, as SDL: the supergraph without its `@join__*` machinery and
 * without what a subgraph marks `@inaccessible`. Front-end operations are generated and validated against it,
 * so an operation that asks for a hidden field fails just as it would at the gateway.
 */
export function apiSchemaSdl(supergraphSdl: string = readFileSync(SUPERGRAPH_PATH, 'utf8')): string {
  return printSchema(Supergraph.build(supergraphSdl).apiSchema());
}
