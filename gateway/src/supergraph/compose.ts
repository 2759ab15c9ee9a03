import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');
/** The checked-in composition the gateway serves (`npm run compose -w gateway` rewrites it). */
export const SUPERGRAPH_PATH = path.resolve(here, '../../supergraph.graphql');

/** The subgraphs in the order of their default ports (4001-4005); these URLs are written into the SDL. */
export const SUBGRAPHS = [
  { name: 'users', url: 'http://127.0.0.1:4001/graphql' },
  { name: 'trips', url: 'http://127.0.0.1:4002/graphql' },
  { name: 'discovery', url: 'http://127.0.0.1:4003/graphql' },
  { name: 'media', url: 'http://127.0.0.1:4004/graphql' },
  { name: 'ai', url: 'http://127.0.0.1:4005/graphql' },
] as const;

export function subgraphSchemaPath(name: string): string {
  return path.join(REPO_ROOT, 'services', name, 'schema.graphql');
}

/**
 * Composes the five checked-in subgraph schemas into the supergraph SDL, or throws with every
 * composition error listed. The gateway never composes at start-up: CI does, through the test that
 * compares this output with the checked-in file.
 */
export function composeSupergraph(): string {
  const result = composeServices(
    SUBGRAPHS.map(({ name, url }) => ({
      name,
      url,
      typeDefs: parse(readFileSync(subgraphSchemaPath(name), 'utf8')),
    })),
  );
  if (result.errors) {
    const lines = result.errors.map((error) => `  - ${error.message}`);
    throw new Error(`Supergraph composition failed:\n${lines.join('\n')}`);
  }
  return `${result.supergraphSdl.trimEnd()}\n`;
}

export function readCheckedInSupergraph(): string {
  return readFileSync(SUPERGRAPH_PATH, 'utf8');
}
