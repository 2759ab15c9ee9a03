// First: it sets APOLLO_TELEMETRY_DISABLED before '@apollo/gateway' loads (ESM runs imports in order).
import './apollo-telemetry-off.js';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloGateway } from '@apollo/gateway';
import { printSchema, Supergraph } from '@apollo/federation-internals';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  createLogger,
  Drain,
  formatGraphQLError,
  graphqlMetricsPlugin,
  jsonErrorHandlers,
  observeRedis,
  planProgressStreamSlots,
  rateLimitRules,
  requestTimeBudget,
  requestTracking,
  sharedRedis,
  sharedRedisClients,
  SHUTDOWN_DRAIN_MS,
  type Logger,
} from '@byway/kit';
import {
  cookieSecure,
  subgraphUrls,
  trustProxySetting,
  type GatewayConfig,
  type SubgraphName,
} from './config.js';
import type { GatewayContext } from './context.js';
import { OidcSignIn } from './auth/oidc.js';
import { sessionCookiePlugin } from './auth/session-cookie.js';
import { readOnlyTokenPlugin } from './auth/read-only-token.js';
import { sessionMiddleware } from './auth/session-middleware.js';
import { SessionStore } from './auth/session-store.js';
import { usersClient } from './auth/users-client.js';
import { unverifiedSessionPlugin } from './auth/unverified-session.js';
import { bodyParseFailure } from './body-errors.js';
import { readinessHandler } from './health.js';
import { gatewayInternalServices } from './internal-services.js';
import { idempotentWrites } from './idempotency/middleware.js';
import { IdempotencyRecords } from './idempotency/records.js';
import { OPERATION_LIMITS, operationLimitsPlugin } from './operation-limits.js';
import { retryAfterPlugin } from './retry-after.js';
import { compressedAnswers } from './compressed-answers.js';
import { securityHeaders } from './security-headers.js';
import { timeBudgetOf } from './time-budgets.js';
import { unknownOperationPlugin } from './unknown-operation.js';
import { refuseUnsafeText, unsafeTextPlugin } from './unsafe-text.js';
import { openApiRoutes } from './openapi/routes.js';
import { partnerCors } from './partner-cors.js';
import { restRouter } from './rest/router.js';
import { SubgraphDataSource } from './supergraph/subgraph-data-source.js';
import { SUPERGRAPH_PATH } from './supergraph/compose.js';

export interface GatewayOptions {
  logger?: Logger;
  /** The supergraph SDL to serve; defaults to the checked-in gateway/supergraph.graphql. */
  supergraphSdl?: string;
}

export interface RunningGateway {
  url: string;
  port: number;
  /**
   * Readiness 503 at once, everything still served for `noticeMs` (none unless given; main.ts gives kit's
   * DRAIN_NOTICE_MS), open plan-progress streams told to reconnect, then no new connections while requests
   * in flight (a plan: 90 s) finish.
   */
  stop: (noticeMs?: number) => Promise<void>;
}

export interface Gateway {
  app: express.Express;
  server: ApolloServer<GatewayContext>;
  listen: (port: number, host?: string) => Promise<RunningGateway>;
}

/**
 * The gateway: Apollo Gateway over the static supergraph at /graphql, the REST adapter at /api, sessions
 * and sign-in, /healthz and /readyz. Nothing listens until `listen` (port 0 picks a free port).
 */
export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<Gateway> {
  const logger = options.logger ?? createLogger('gateway', config.LOG_LEVEL);
  const secure = cookieSecure(config);
  const urls = subgraphUrls(config);
  // Every subgraph call outside the supergraph goes through kit's internal client (internal-services.ts).
  const internal = gatewayInternalServices(urls, config.INTERNAL_TOKEN_SECRET, logger);
  const users = usersClient(internal.users);
  const redis = sharedRedis({ REDIS_URL: config.REDIS_URL, REDIS_KEY_PREFIX: config.REDIS_KEY_PREFIX });
  const sessions = new SessionStore({ users, sessionSecret: config.SESSION_SECRET, revocations: redis });
  // Not awaited: until the subscription is up (or if Redis is down) live sessions are simply not
  // remembered, and every request confirms its session as without Redis.
  void sessions
    .start()
    .catch((error: unknown) =>
      logger.warn({ err: error }, 'not listening for session revocations: confirming every session'),
    );

  const app = express();
  // First: the request's id (returned in x-request-id, sent to every subgraph) and its context for every
  // later log line, the access log and the HTTP metrics. /metrics itself is on an internal port (main.ts).
  app.use(requestTracking('gateway', logger));
  observeRedis('gateway', sharedRedisClients);
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.use(securityHeaders(secure));
  app.use(compressedAnswers());
  const drain = new Drain();
  const httpServer = http.createServer(app);
  // Longer than the keep-alive of proxies in front (and of the dev front-end server), so an idle
  // connection is never closed by us just as it is reused.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;

  const supergraphSdl = options.supergraphSdl ?? readFileSync(SUPERGRAPH_PATH, 'utf8');
  const server = apolloServer(config, { logger, urls, sessions, httpServer, secure, supergraphSdl });
  await server.start();

  const oidc = new OidcSignIn({
    issuerUrl: config.OIDC_ISSUER_URL,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    publicUrl: config.PUBLIC_URL,
    sessionSecret: config.SESSION_SECRET,
    cookieSecure: secure,
    users,
    sessions,
    logger,
  });
  const deps = {
    server,
    sessions,
    cookieSecure: secure,
    // Open plan-progress streams, per traveller and in all (kit's stream-slots.ts).
    progressStreams: planProgressStreamSlots(config),
    // Told to reconnect (to another replica) when this one stops.
    drain,
    // Planning progress streams straight from the AI service (GraphQL cannot carry a stream), photo files
    // from the media service, the traveller's data from each service.
    internal,
    users,
    publicUrl: config.PUBLIC_URL,
    mapTiles: config.MAP_TILE_URL
      ? { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION ?? null }
      : null,
    collabTokenSecret: config.COLLAB_TOKEN_SECRET ?? null,
  };

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/readyz', readinessHandler(urls, drain));
  // The schema partners integrate against, as SDL: what /graphql answers, without federation machinery
  // or fields hidden from clients. Published because production answers no introspection; with it the
  // REST operations for partners: OpenAPI 3.1 and a readable page (gateway/src/openapi).
  const publishedSchema = printSchema(Supergraph.build(supergraphSdl).apiSchema());
  app.use(openApiRoutes(config.PUBLIC_URL, publishedSchema));

  // Partners' browser apps on the listed origins, with a token only (partner-cors.ts).
  app.use(['/api', '/graphql'], partnerCors(config.PARTNER_ORIGINS));
  const withSession = sessionMiddleware(
    sessions,
    users,
    logger,
    rateLimitRules({ RATE_LIMITS: config.RATE_LIMITS }).apiToken,
  );
  const withTimeBudget = requestTimeBudget(timeBudgetOf, logger);
  const keyedWriteRecords = new IdempotencyRecords(config.MONGODB_URI, logger);
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    graphqlBodyErrors,
    withTimeBudget,
    refuseUnsafeText('graphql'),
    withSession,
    idempotentWrites(keyedWriteRecords, 'graphql', logger),
    expressMiddleware(server, {
      context: async ({ res }) => res.locals.gatewayContext as GatewayContext,
    }),
  );
  app.use(
    '/api',
    withTimeBudget,
    restRouter(deps, oidc, withSession, idempotentWrites(keyedWriteRecords, 'rest', logger)),
  );
  app.use(...jsonErrorHandlers(logger));

  const listen = (port: number, host = config.HOST) =>
    new Promise<RunningGateway>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(port, host, () => {
        const address = httpServer.address() as AddressInfo;
        resolve({
          port: address.port,
          url: `http://${host}:${address.port}`,
          // Readiness first, then in-flight requests drain (the drain plugin closes the HTTP server).
          stop: async (noticeMs) => {
            await drain.stop(() => server.stop(), noticeMs);
            sessions.stop();
            await keyedWriteRecords.close();
          },
        });
      });
    });

  return { app, server, listen };
}

interface ApolloServerParts {
  logger: Logger;
  urls: Record<SubgraphName, string>;
  sessions: SessionStore;
  httpServer: http.Server;
  secure: boolean;
  supergraphSdl: string;
}

/** Apollo Gateway over the supergraph, each subgraph reached by our data source, in Apollo Server. */
function apolloServer(
  config: GatewayConfig,
  { logger, urls, sessions, httpServer, secure, supergraphSdl }: ApolloServerParts,
): ApolloServer<GatewayContext> {
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) => {
      const url = urls[name as SubgraphName];
      if (!url) throw new Error(`the supergraph names a subgraph the gateway has no URL for: ${name}`);
      return new SubgraphDataSource(name, url, config.INTERNAL_TOKEN_SECRET, sessions);
    },
    logger: apolloLogger(logger),
  });

  return new ApolloServer<GatewayContext>({
    gateway,
    // Cookie requests only: a request with a good API token is let through by the session middleware.
    csrfPrevention: true,
    // Partners read the published schema (GET /api/schema.graphql) instead: in production nobody can
    // introspect the API or fish for field names through 'Did you mean' suggestions.
    introspection: config.NODE_ENV !== 'production',
    hideSchemaDetailsFromClientErrors: config.NODE_ENV === 'production',
    // The parser stops at this many tokens, so no later step ever sees a bigger document; depth, aliases,
    // directives and cost are then checked before anything runs (operationLimitsPlugin).
    parseOptions: { maxTokens: OPERATION_LIMITS.maxTokens },
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) =>
      formatGraphQLError(formatted, error, (internal) =>
        logger.error(
          { err: internal instanceof Error ? internal : String(internal) },
          'unexpected GraphQL error',
        ),
      ),
    // handleShutdown (kit's lifecycle.ts) owns SIGTERM/SIGINT; Apollo's own handlers made our stop() hang.
    stopOnTerminationSignals: false,
    plugins: [
      // stop(): no new connections, idle keep-alive ones closed, in-flight requests get the drain window.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: SHUTDOWN_DRAIN_MS }),
      sessionCookiePlugin(sessions, secure),
      unverifiedSessionPlugin(),
      retryAfterPlugin(),
      readOnlyTokenPlugin(),
      // Introspection passes the depth limit where it is answered at all (not in production).
      operationLimitsPlugin({ allowIntrospection: config.NODE_ENV !== 'production' }),
      unknownOperationPlugin(),
      unsafeTextPlugin(),
      graphqlMetricsPlugin('gateway'),
      // Apollo's page for browsers loads its scripts from Apollo's CDN, which the API's header policy (and a
      // production API) forbids; partners read /api/docs and /api/schema.graphql.
      ApolloServerPluginLandingPageDisabled(),
    ],
    logger: apolloLogger(logger),
  });
}

/** /graphql requests whose body cannot be read get a GraphQL-shaped 4xx, not Express's HTML page. */
function graphqlBodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const failure = bodyParseFailure(error);
  if (!failure) return next(error);
  res
    .status(failure.status)
    .json({ errors: [{ message: failure.message, extensions: { code: 'BAD_USER_INPUT' } }] });
}

/** Apollo's logger interface over pino. */
function apolloLogger(logger: Logger) {
  const child = logger.child({ component: 'apollo' });
  return {
    debug: (message?: unknown) => child.debug(String(message)),
    info: (message?: unknown) => child.info(String(message)),
    warn: (message?: unknown) => child.warn(String(message)),
    error: (message?: unknown) => child.error(String(message)),
  };
}
