// Hive Gateway (@graphql-hive/gateway) over our checked-in supergraph: the reference `npm run bench:load`
// measures our gateway against (issue 13). Run as a child process by bench-compare.ts, so it has its own
// event loop as our gateway has, instead of sharing one with the load generator.
//
// Input, from the environment: HIVE_SUBGRAPH_URLS, a JSON object of subgraph name -> URL (the running
// platform's, which differ from the URLs written in the supergraph). Output: one line on stdout,
// `{"port":N}`, once it listens on 127.0.0.1.
//
// NOT a secure deployment: it forwards the client's internal token header to every subgraph as is, so any
// client could claim any identity. The bench signs that token itself; Hive is here as a reference of a
// gateway engine's speed over the same subgraphs, not as a way to serve Byway.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGatewayRuntime } from '@graphql-hive/gateway';
import { INTERNAL_TOKEN_HEADER } from '@byway/kit';

const SUPERGRAPH_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../supergraph.graphql');

/** The supergraph with every `@join__graph(name, url)` pointed at the given URLs; each graph must have one. */
function withSubgraphUrls(supergraph: string, urls: Record<string, string>): string {
  return supergraph.replace(/@join__graph\(name: "([^"]+)", url: "[^"]*"\)/g, (_, name: string) => {
    const url = urls[name];
    if (!url) throw new Error(`no URL for subgraph ${name}`);
    return `@join__graph(name: "${name}", url: "${url}")`;
  });
}

const urls = JSON.parse(process.env.HIVE_SUBGRAPH_URLS ?? '{}') as Record<string, string>;
const runtime = createGatewayRuntime({
  supergraph: withSubgraphUrls(readFileSync(SUPERGRAPH_PATH, 'utf8'), urls),
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => ({
      [INTERNAL_TOKEN_HEADER]: request.headers.get(INTERNAL_TOKEN_HEADER),
    }),
  },
  logging: 'warn',
  landingPage: false,
  graphiql: false,
});
const server = createServer(runtime);
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void Promise.resolve(runtime.dispose()).finally(() => process.exit(0));
  });
}
