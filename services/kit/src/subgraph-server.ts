import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import express, { type Response } from 'express';
import { parse } from 'graphql';
import type { Connection } from 'mongoose';
import { AppError, formatGraphQLError } from './errors.js';
import { jsonErrorHandlers } from './http-errors.js';
import { INTERNAL_TOKEN_HEADER, verifyInternalToken, type Caller } from './internal-token.js';
import { isDatabaseReady, prepareCollections } from './database.js';
import { Drain, holdEventStreams, SHUTDOWN_DRAIN_MS } from './drain.js';
import type { Logger } from './logger.js';
import { noteRequestUser, requestTracking } from './observability/access-log.js';
import { graphqlMetricsPlugin } from './observability/graphql-metrics.js';
import { metricsHandler, observeDatabase, observeRedis } from './observability/metrics.js';
import { sharedRedisClients } from './redis.js';
import { isEventStream, requestTimeBudget, SUBGRAPH_TIME_BUDGET_MS } from './time-budget.js';

/** What every resolver receives. */
export interface SubgraphContext {
  caller: Caller;
  logger: Logger;
  /** Lets a resolver add a response header the gateway reads (the users service announces sessions this way). */
  setResponseHeader: (name: string, value: string) => void;
}

/**
 * A subgraph's resolver map. Each service types its own with the `Resolvers` that graphql-codegen generates
 * from its schema (`npm run codegen`); this is wider than Apollo's GraphQLResolverMap only because federation's
 * `__resolveReference(reference, context, info)` does not have a field resolver's arguments.
 */
export type SubgraphResolvers = GraphQLResolverMap<SubgraphContext> | { [typeName: string]: object };

export interface SubgraphOptions {
  name: string;
  /** Path of the service's checked-in Federation 2 `schema.graphql`. */
  schemaPath: string;
  resolvers: SubgraphResolvers;
  connection: Connection;
  logger: Logger;
  internalTokenSecret: string;
  /**
   * Plain HTTP routes beside /graphql (streams that GraphQL cannot carry), mounted under /internal with
   * the same internal-token check; `res.locals.caller` holds the verified caller. An event stream among
   * them (a request accepting text/event-stream) ends with kit's reconnect event when the server stops.
   */
  routes?: ((router: express.Router) => void) | undefined;
}

export interface RunningSubgraph {
  url: string;
  port: number;
  /**
   * Readiness 503 at once, everything still served for `noticeMs` (none unless given; the process's main
   * gives kit's DRAIN_NOTICE_MS), open event streams told to reconnect, then no new connections while
   * requests in flight finish (SHUTDOWN_DRAIN_MS).
   */
  stop: (noticeMs?: number) => Promise<void>;
}

export interface Subgraph {
  app: express.Express;
  apollo: ApolloServer<SubgraphContext>;
  listen: (port: number, host?: string) => Promise<RunningSubgraph>;
}

export function loadSchema(schemaPath: string) {
  return parse(readFileSync(schemaPath, 'utf8'));
}

/**
 * Builds a subgraph: Apollo Server over the schema file, `/graphql` that only answers callers carrying
 * the gateway's signed internal token, `/healthz` (process up) and `/readyz` (database reachable).
 */
export async function createSubgraph(options: SubgraphOptions): Promise<Subgraph> {
  const { logger } = options;
  await prepareCollections(options.connection, logger);
  const app = express();
  // First: the request id and its context for everything after, the access log and HTTP metrics.
  app.use(requestTracking(options.name, logger));
  observeDatabase(options.name, options.connection);
  observeRedis(options.name, sharedRedisClients);
  const drain = new Drain();
  const httpServer = http.createServer(app);
  // The gateway keeps connections alive and reuses them for longer than Node's 5 s default; a subgraph
  // closing an idle socket just as the gateway reuses it made requests fail with 'socket hang up'.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const apollo = new ApolloServer<SubgraphContext>({
    schema: buildSubgraphSchema([
      {
        typeDefs: loadSchema(options.schemaPath),
        resolvers: options.resolvers as GraphQLResolverMap<SubgraphContext>,
      },
    ]),
    // Introspection stays on: the gateway and tooling read the SDL; clients never reach a subgraph.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) =>
      formatGraphQLError(formatted, error, (internal) =>
        logger.error(
          { err: internal instanceof Error ? internal : String(internal) },
          'unexpected resolver error',
        ),
      ),
    // handleShutdown (lifecycle.ts) owns SIGTERM/SIGINT; Apollo's own handlers made our stop() hang.
    stopOnTerminationSignals: false,
    // stop(): no new connections, idle keep-alive ones closed, in-flight requests get the drain window.
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: SHUTDOWN_DRAIN_MS }),
      graphqlMetricsPlugin(options.name),
    ],
  });
  await apollo.start();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', (_req, res) => {
    // Stopping comes first: the load balancer looks elsewhere while what is in flight finishes.
    const status = drain.draining
      ? 'draining'
      : isDatabaseReady(options.connection)
        ? 'ready'
        : 'database unavailable';
    res.status(status === 'ready' ? 200 : 503).json({ status, service: options.name });
  });
  // Prometheus' scrape. Subgraphs are reached on the cluster network only (the gateway is the one door
  // from outside), so it needs no internal token; the gateway serves its own on an internal port.
  app.get('/metrics', metricsHandler);

  const onlyTheGateway: express.RequestHandler = (req, res, next) => {
    try {
      res.locals.caller = verifyInternalToken(req.get(INTERNAL_TOKEN_HEADER), options.internalTokenSecret);
      next();
    } catch (error) {
      const status = error instanceof AppError ? error.status : 401;
      res.status(status).json({
        errors: [{ message: 'Subgraphs only answer the gateway', extensions: { code: 'UNAUTHENTICATED' } }],
      });
    }
  };
  app.use(requestTimeBudget((req) => (isEventStream(req) ? null : SUBGRAPH_TIME_BUDGET_MS), logger));
  if (options.routes) {
    const router = express.Router();
    options.routes(router);
    app.use('/internal', onlyTheGateway, holdEventStreams(drain), router);
  }

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    onlyTheGateway,
    expressMiddleware(apollo, {
      context: async ({ res }) => contextFor(res, logger),
    }),
  );
  app.use(...jsonErrorHandlers(logger));

  const listen = (port: number, host = '127.0.0.1') =>
    new Promise<RunningSubgraph>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(port, host, () => {
        const address = httpServer.address() as AddressInfo;
        resolve({
          port: address.port,
          url: `http://${host}:${address.port}/graphql`,
          stop: (noticeMs) => drain.stop(() => apollo.stop(), noticeMs),
        });
      });
    });

  return { app, apollo, listen };
}

function contextFor(res: Response, logger: Logger): SubgraphContext {
  const caller = res.locals.caller as Caller;
  // Every log line of the request says whose it is from here on (logger.ts reads the request context).
  noteRequestUser(caller.userId);
  return {
    caller,
    logger,
    setResponseHeader: (name, value) => {
      res.setHeader(name, value);
    },
  };
}
