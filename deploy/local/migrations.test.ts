// The database migrations (migrations/, migrate-mongo) on the test FerretDB: a fresh server gets every
// index the services' models declare from the migrations alone, a second run applies nothing, and the
// services' own index builds in development (mongoose autoIndex) find the same indexes already there.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { type Connection } from 'mongoose';
import { MongoClient } from 'mongodb';
import { connectDatabase, createLogger, createRateLimiter, prepareCollections } from '@byway/kit';
import { testMongoUri } from '@byway/kit/testing';
import { runMigrations } from '../../migrations/run.mjs';
import { registerModels as usersModels } from '../../services/users/src/data-access/models.js';
import { registerModels as tripsModels } from '../../services/trips/src/data-access/models.js';
import { registerModels as discoveryModels } from '../../services/discovery/src/data-access/models.js';
import { registerModels as mediaModels } from '../../services/media/src/data-access/models.js';
import { registerModels as aiModels } from '../../services/ai/src/data-access/models.js';
import { createProgressHub } from '../../services/ai/src/domain/planner/progress.js';
import { createDocumentStore } from '../../services/collab/src/data-access/document-updates.js';

type IndexKey = Record<string, number>;
type Declared = { collection: string; key: IndexKey; unique: boolean; expireAfterSeconds?: number };

/** Every service's models as its code registers them, on a connection to its own database. */
const SERVICES: Record<string, (connection: Connection) => void> = {
  users: (c) => (usersModels(c), createRateLimiter(c, {}, Date.now, null)),
  trips: (c) => (tripsModels(c), createRateLimiter(c, {}, Date.now, null)),
  discovery: (c) => void discoveryModels(c),
  media: (c) => (mediaModels(c), createRateLimiter(c, {}, Date.now, null)),
  ai: (c) => (aiModels(c), createRateLimiter(c, {}, Date.now, null), createProgressHub(c)),
  collab: (c) => void createDocumentStore(c, { compactAfter: 100 }),
};

/** The indexes the models on `connection` declare (the gateway's one model is checked on its own below). */
function declaredIndexes(connection: Connection): Declared[] {
  return connection.modelNames().flatMap((name) => {
    const model = connection.model(name);
    return model.schema.indexes().map(([key, options]) => ({
      collection: model.collection.collectionName,
      key: key as IndexKey,
      unique: Boolean(options.unique),
      ...(options.expireAfterSeconds !== undefined ? { expireAfterSeconds: options.expireAfterSeconds } : {}),
    }));
  });
}

const prefix = `t${randomUUID().slice(0, 8)}_`;
const changelogDatabase = `${prefix}migrations`;
let client: MongoClient;
const connections: Connection[] = [];

async function indexesIn(database: string): Promise<Declared[]> {
  const db = client.db(database);
  const collections = await db.listCollections().toArray();
  const all = await Promise.all(
    collections.map(async ({ name }) =>
      (await db.collection(name).indexes())
        .filter((index) => index.name !== '_id_')
        .map((index) => ({
          collection: name,
          key: index.key as IndexKey,
          unique: Boolean(index.unique),
          ...(index.expireAfterSeconds !== undefined ? { expireAfterSeconds: index.expireAfterSeconds } : {}),
        })),
    ),
  );
  return all.flat();
}

const byName = (a: Declared, b: Declared) =>
  `${a.collection} ${JSON.stringify(a.key)}`.localeCompare(`${b.collection} ${JSON.stringify(b.key)}`);

describe('database migrations', () => {
  let firstRun: string[] = [];

  beforeAll(async () => {
    client = await MongoClient.connect(testMongoUri());
    firstRun = await runMigrations(testMongoUri(), changelogDatabase);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
    const names = (await client.db().admin().listDatabases()).databases.map((d) => d.name);
    for (const name of names.filter((n) => n.startsWith(prefix))) await client.db(name).dropDatabase();
    await client.close();
  });

  it("give a fresh database every index each service's models declare, and nothing else", async () => {
    expect(firstRun).toHaveLength(Object.keys(SERVICES).length + 1);
    for (const [service, register] of Object.entries(SERVICES)) {
      const connection = mongoose.createConnection(testMongoUri(), {
        dbName: `${prefix}${service}`,
        autoIndex: false,
        autoCreate: false,
      });
      connections.push(connection);
      register(connection);
      const declared = declaredIndexes(connection);
      expect(declared.length, service).toBeGreaterThan(0);
      expect((await indexesIn(`${prefix}${service}`)).sort(byName), service).toEqual(declared.sort(byName));
    }
    // The gateway's idempotency records (gateway/src/idempotency/records.ts) expire by a TTL index where
    // the server has them; FerretDB 1.x has none, and the migration leaves it out rather than fail.
    const ttl = await client
      .db(`${prefix}scratch`)
      .collection('ttl')
      .createIndex({ at: 1 }, { expireAfterSeconds: 60 })
      .then(() => true)
      .catch((error: { code?: number }) => (error.code === 238 ? false : Promise.reject(error)));
    expect(await indexesIn(`${prefix}gateway`)).toEqual(
      ttl
        ? [{ collection: 'idempotency_records', key: { expiresAt: 1 }, unique: false, expireAfterSeconds: 0 }]
        : [],
    );
  });

  it('build unique indexes the database enforces', async () => {
    const users = client.db(`${prefix}users`).collection('users');
    await users.insertOne({ email: 'ada@example.com' });
    await expect(users.insertOne({ email: 'ada@example.com' })).rejects.toMatchObject({ code: 11000 });
  });

  it('apply nothing on a second run: the changelog lists each migration once', async () => {
    const before = await indexesIn(`${prefix}trips`);
    expect(await runMigrations(testMongoUri(), changelogDatabase)).toEqual([]);
    const changelog = await client.db(changelogDatabase).collection('changelog').find().toArray();
    expect(changelog.map((entry) => entry.fileName as string).sort()).toEqual([...firstRun].sort());
    expect(await indexesIn(`${prefix}trips`)).toEqual(before);
  });

  it("leave the services' own index builds (development's autoIndex) nothing to add or refuse", async () => {
    for (const connection of connections) {
      const before = await indexesIn(connection.name);
      for (const name of connection.modelNames()) await connection.model(name).createIndexes();
      expect(await indexesIn(connection.name), connection.name).toEqual(before);
    }
  });

  it('leave index building to them in production: a production process builds none at start', async () => {
    const was = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const connection = await connectDatabase(
        testMongoUri(),
        `${prefix}production`,
        createLogger('test', 'silent'),
      );
      connections.push(connection);
      connection.model('Thing', new mongoose.Schema({ name: { type: String, index: true } }), 'things');
      await prepareCollections(connection, createLogger('test', 'silent'));
      expect(await client.db(`${prefix}production`).collection('things').indexes()).toEqual([
        expect.objectContaining({ name: '_id_' }),
      ]);
    } finally {
      process.env.NODE_ENV = was;
    }
  });

  it('run on a database whose services built their indexes themselves (before migrations existed)', async () => {
    const earlier = `${prefix}earlier_`;
    for (const [service, register] of Object.entries(SERVICES)) {
      const connection = mongoose.createConnection(testMongoUri(), {
        dbName: `${earlier}${service}`,
        autoIndex: false,
      });
      connections.push(connection);
      register(connection);
      for (const name of connection.modelNames()) await connection.model(name).createIndexes();
    }
    const before = await indexesIn(`${earlier}users`);
    expect(await runMigrations(testMongoUri(), `${earlier}migrations`)).toHaveLength(firstRun.length);
    expect(await indexesIn(`${earlier}users`)).toEqual(before);
  });
});
