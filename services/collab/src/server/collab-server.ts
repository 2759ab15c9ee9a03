import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis as RedisSync } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Extension, type onAuthenticatePayload } from '@hocuspocus/server';
import express from 'express';
import type { Connection } from 'mongoose';
import { WebSocketServer } from 'ws';
import { isDatabaseReady, prepareCollections, SHUTDOWN_DRAIN_MS, type Logger } from '@byway/kit';
import { COLLAB_PATH } from '@byway/contracts/collab';
import type { CollabConfig } from '../config.js';
import { createDocumentStore, type DocumentStore } from '../data-access/document-updates.js';
import type { TripPlans } from '../data-access/trips-client.js';
import { ConnectionRefused, verifyCollabToken } from '../domain/collab-token.js';
import { logPlanChanged, type PlanChanged } from '../domain/read-model.js';
import { tripStorage } from '../domain/trip-storage.js';

/** What a connection's hooks know about who opened it (Hocuspocus's `context`). */
export interface CollabContext {
  tripId: number;
  userId: string;
  name: string;
  role: 'owner' | 'editor' | 'viewer';
}

export interface CollabServerOptions {
  config: Pick<
    CollabConfig,
    | 'COLLAB_TOKEN_SECRET'
    | 'COLLAB_STORE_DEBOUNCE_MS'
    | 'COLLAB_STORE_MAX_WAIT_MS'
    | 'COLLAB_COMPACT_AFTER'
    | 'REDIS_URL'
    | 'REDIS_KEY_PREFIX'
  >;
  connection: Connection;
  logger: Logger;
  /** Told each trip's plan after a stored change; by default only logged (main.ts sends it to trips). */
  onPlanChanged?: PlanChanged;
  /** Where a trip's first document is filled from (the trips service; tests stand in for it). */
  tripPlans: Pick<TripPlans, 'planOf'>;
  /** Tests replace the database store (a load that fails). */
  store?: DocumentStore;
}

export interface RunningCollabServer {
  port: number;
  /** ws://host:port/collab */
  url: string;
  stop(): Promise<void>;
}

/**
 * The collaboration server (issue 22): Hocuspocus 3.4 over the Node http server, beside the gateway. One Yjs
 * document per trip (`trip:<id>`), opened with a short-lived token the gateway issues to the trip's members.
 *
 * Hocuspocus 3.4, not 4: Hocuspocus 4 needs Node 22 and this project runs Node 20 until the operations
 * issue (23) moves it to one supported LTS; 3.4 sets no engine limit and runs here.
 *
 * Its own http server (not Hocuspocus's `Server`) so the service looks like the others: `/healthz` and
 * `/readyz` (database reachable), WebSocket upgrades only at /collab, and the platform's own shutdown
 * (lifecycle.ts) instead of Hocuspocus's signal handlers.
 *
 * Replicas: with REDIS_URL, @hocuspocus/extension-redis relays every document's updates and presence
 * between the processes that have it open, so members connected to different replicas edit one document.
 * Without Redis (`npm start` runs without one unless BYWAY_REDIS=1) it must run as a single process.
 */
export async function createCollabServer(options: CollabServerOptions) {
  const { config, connection, logger } = options;
  const store =
    options.store ?? createDocumentStore(connection, { compactAfter: config.COLLAB_COMPACT_AFTER });
  await prepareCollections(connection, logger);

  const extensions: Extension[] = [
    tripStorage({
      store,
      logger,
      onPlanChanged: options.onPlanChanged ?? logPlanChanged(logger),
      tripPlans: options.tripPlans,
    }),
  ];
  if (config.REDIS_URL) extensions.push(redisSync(config.REDIS_URL, config.REDIS_KEY_PREFIX));

  const hocuspocus = new Hocuspocus({
    name: 'byway-collab',
    quiet: true,
    debounce: config.COLLAB_STORE_DEBOUNCE_MS,
    maxDebounce: config.COLLAB_STORE_MAX_WAIT_MS,
    extensions,
    async onAuthenticate({ token, documentName, connectionConfig }: onAuthenticatePayload) {
      try {
        const claims = verifyCollabToken(token, documentName, config.COLLAB_TOKEN_SECRET);
        // A viewer sees every edit live but Hocuspocus applies none of theirs.
        connectionConfig.readOnly = claims.role === 'viewer';
        const context: CollabContext = claims;
        return context;
      } catch (error) {
        if (error instanceof ConnectionRefused)
          logger.info({ documentName, reason: error.reason }, 'connection refused');
        throw error;
      }
    },
  });

  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: 'collab' }));
  app.get('/readyz', (_req, res) => {
    const ready = isDatabaseReady(connection);
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'database unavailable', service: 'collab' });
  });
  app.use((_req, res) => void res.status(404).json({ message: 'Not found' }));
  const httpServer = http.createServer(app);

  // A trip document is small; a message past this is not an edit.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 2 * 1024 * 1024 });
  httpServer.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://collab').pathname;
    if (path !== COLLAB_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      // Without a listener a socket error would end the process (ws emits 'error' on bad frames).
      webSocket.on('error', (error) => logger.debug({ err: error.message }, 'websocket error'));
      hocuspocus.handleConnection(webSocket, request);
    });
  });

  const listen = (port: number, host = '127.0.0.1') =>
    new Promise<RunningCollabServer>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(port, host, () => {
        const address = httpServer.address() as AddressInfo;
        resolve({
          port: address.port,
          url: `ws://${host}:${address.port}${COLLAB_PATH}`,
          stop: () => stopServer(hocuspocus, httpServer, sockets),
        });
      });
    });

  return { hocuspocus, listen, store };
}

/**
 * Stops taking connections, closes the open ones (each document's unstored edits are stored as its last
 * connection goes, storage's beforeUnloadDocument), waits for the documents to unload (at most the drain
 * window) and closes Redis.
 */
async function stopServer(hocuspocus: Hocuspocus, httpServer: http.Server, sockets: WebSocketServer) {
  httpServer.close();
  sockets.close();
  hocuspocus.closeConnections();
  const deadline = Date.now() + SHUTDOWN_DRAIN_MS;
  while (hocuspocus.getDocumentsCount() > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  httpServer.closeAllConnections();
}

/**
 * extension-redis, with its store lock left out: the lock exists so two replicas never write a whole
 * document over each other, but our storage only appends updates, which any number of replicas may do at
 * once; with the lock, a replica that lost it skipped its store, and its clients' last edits were left
 * to chance.
 */
function redisSync(url: string, keyPrefix: string): Extension {
  const address = new URL(url);
  const redis = new RedisSync({
    host: address.hostname,
    port: Number(address.port || 6379),
    options: {
      ...(address.username ? { username: decodeURIComponent(address.username) } : {}),
      ...(address.password ? { password: decodeURIComponent(address.password) } : {}),
      db: Number(address.pathname.slice(1) || 0),
      ...(address.protocol === 'rediss:' ? { tls: {} } : {}),
      connectTimeout: 5000,
      // ioredis sends CLIENT SETINFO after an asynchronous file read, which can land after the document's
      // SUBSCRIBE: Redis refuses it on a subscribed connection and that replica stopped hearing the others
      // (seen in the replica tests under load).
      disableClientInfo: true,
    },
    // Keys and channels: `byway:collab:trip:42` (REDIS_KEY_PREFIX, so deployments sharing a Redis stay apart).
    prefix: `${keyPrefix}collab`,
  });
  redis.onStoreDocument = async () => undefined;
  redis.afterStoreDocument = async () => undefined;
  return redis;
}
