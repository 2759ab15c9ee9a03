import { randomUUID } from 'node:crypto';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import jwt from 'jsonwebtoken';
import type { Connection } from 'mongoose';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { connectDatabase, createLogger, DEVELOPMENT_SECRETS } from '@byway/kit';
import { testMongoUri } from '@byway/kit/testing';
import {
  COLLAB_TOKEN_AUDIENCE,
  COLLAB_TOKEN_ISSUER,
  tripDocumentName,
  type CollabTokenClaims,
} from '@byway/contracts/collab';
import { collabConfigSchema } from '../src/config.js';
import type { DocumentStore } from '../src/data-access/document-updates.js';
import type { TripPlans } from '../src/data-access/trips-client.js';
import type { PlanChanged } from '../src/domain/read-model.js';
import { createCollabServer, type RunningCollabServer } from '../src/server/collab-server.js';

export const SECRET = DEVELOPMENT_SECRETS.COLLAB_TOKEN_SECRET;
export const logger = createLogger('collab-test', 'silent');

/** A database of the test file's own on the suite's FerretDB. */
export const testDatabase = (label: string): Promise<Connection> =>
  connectDatabase(testMongoUri(), `byway_collab_${label}_${randomUUID().slice(0, 8)}`, logger);

export interface TestServer extends RunningCollabServer {
  store: DocumentStore;
}

/** A collaboration server in this process on a free port, as main.ts builds it. */
export async function startCollab(options: {
  connection: Connection;
  env?: Record<string, string>;
  store?: DocumentStore;
  onPlanChanged?: PlanChanged;
  /** The trips service's plans; by default every trip's plan is empty (a first document starts blank). */
  tripPlans?: Pick<TripPlans, 'planOf'>;
}): Promise<TestServer> {
  const config = collabConfigSchema.parse({
    NODE_ENV: 'test',
    COLLAB_STORE_DEBOUNCE_MS: '50',
    COLLAB_STORE_MAX_WAIT_MS: '200',
    ...options.env,
  });
  const server = await createCollabServer({
    config,
    connection: options.connection,
    logger,
    onPlanChanged: options.onPlanChanged ?? (() => undefined),
    tripPlans: options.tripPlans ?? { planOf: async () => ({ stops: [], dayNotes: [] }) },
    ...(options.store ? { store: options.store } : {}),
  });
  const running = await server.listen(0);
  return { ...running, store: server.store };
}

/** A token as the gateway signs it (claims and lifetime overridable). */
export function tokenFor(
  claims: Partial<CollabTokenClaims> & { tripId: number },
  options: { expiresIn?: number; secret?: string; audience?: string } = {},
): string {
  return jwt.sign({ userId: 'user-ana', role: 'owner', name: 'Ana', ...claims }, options.secret ?? SECRET, {
    algorithm: 'HS256',
    issuer: COLLAB_TOKEN_ISSUER,
    audience: options.audience ?? COLLAB_TOKEN_AUDIENCE,
    expiresIn: options.expiresIn ?? 60,
  });
}

export interface TestClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Settles when the server answered the first sync, or rejects with the refusal's reason. */
  synced: Promise<void>;
  /** Waits until every local edit was acknowledged by the server. */
  settled(): Promise<void>;
  close(): void;
}

/** A browser's connection to a trip's document, with the real provider over `ws`. */
export function connect(
  url: string,
  tripId: number,
  token: string | null,
  name = tripDocumentName(tripId),
): TestClient {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket, maxAttempts: 1 });
  let fail: (reason: Error) => void = () => undefined;
  let succeed: () => void = () => undefined;
  const synced = new Promise<void>((resolve, reject) => {
    succeed = resolve;
    fail = reject;
  });
  // Never unhandled: a test that expects a refusal awaits it.
  synced.catch(() => undefined);
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    document: doc,
    token,
    onSynced: () => succeed(),
    onAuthenticationFailed: ({ reason }) => fail(new Error(reason)),
  });
  provider.attach();
  return {
    doc,
    provider,
    synced,
    settled: () => until(() => !provider.hasUnsyncedChanges, 'the server to acknowledge every edit'),
    close: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Polls until `check` holds (at most `timeoutMs`). */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 8_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
