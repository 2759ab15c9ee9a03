#!/usr/bin/env node
// `npm run db:migrate-sqlite`: copies the data of the SQLite era (`.data/ferretdb/*.sqlite`, FerretDB's
// SQLite backend, before the move to PostgreSQL) into the embedded PostgreSQL database. Run it once with
// `npm start` stopped. Idempotent: documents already copied are skipped. Afterwards the old folder is
// renamed to `.data/ferretdb-sqlite-migrated` (delete it when you no longer need it).
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { portOpen, quietLaunch, sqliteEraData, startEmbeddedDatabase } from './database.mjs';
import { freePort } from './platform.mjs';
import { FERRETDB_BIN, ROOT } from './setup.mjs';

const say = (line) => console.log(`[migrate-sqlite] ${line}`);
// BYWAY_DATA_DIR: another data folder than the project's `.data/` (the migration's own test uses it).
const dataDir = process.env.BYWAY_DATA_DIR ?? path.join(ROOT, '.data');
const BATCH = 500;

async function startSqliteFerretDB(dir) {
  const port = await freePort();
  let output = '';
  const child = quietLaunch(
    'ferretdb-sqlite',
    FERRETDB_BIN,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dir}/`,
      `--state-dir=${dataDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=ERROR',
    ],
    {},
    (text) => (output += text),
  );
  for (let waited = 0; !(await portOpen(port)); waited += 100) {
    if (child.exitCode !== null || waited > 20_000)
      throw new Error(`the SQLite FerretDB did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { uri: `mongodb://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

async function copyAll(fromUri, toUri) {
  const from = await new mongoose.mongo.MongoClient(fromUri).connect();
  const to = await new mongoose.mongo.MongoClient(toUri).connect();
  let copied = 0;
  let skipped = 0;
  try {
    const { databases } = await from.db('admin').admin().listDatabases();
    for (const { name } of databases.filter((db) => db.name.startsWith('byway_'))) {
      for (const { name: collection } of await from.db(name).listCollections().toArray()) {
        const cursor = from.db(name).collection(collection).find({});
        let batch = [];
        const flush = async () => {
          if (!batch.length) return;
          try {
            const result = await to.db(name).collection(collection).insertMany(batch, { ordered: false });
            copied += result.insertedCount;
          } catch (error) {
            // Already copied by an earlier run: the same _id is kept, not overwritten.
            const failures = [error.writeErrors ?? []].flat();
            if (!failures.length || failures.some((failure) => failure.code !== 11000)) throw error;
            copied += batch.length - failures.length;
            skipped += failures.length;
          }
          batch = [];
        };
        for await (const doc of cursor) {
          batch.push(doc);
          if (batch.length >= BATCH) await flush();
        }
        await flush();
        say(`${name}.${collection} done`);
      }
    }
  } finally {
    await from.close();
    await to.close();
  }
  return { copied, skipped };
}

function postgresRunning() {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const oldDir = sqliteEraData(dataDir);
  if (!oldDir) {
    say(`nothing to migrate: no SQLite-era data in ${path.join(dataDir, 'ferretdb')}`);
    return;
  }
  if (postgresRunning()) throw new Error('the platform is running on this data: stop `npm start` first');
  const old = await startSqliteFerretDB(oldDir);
  let database;
  try {
    database = await startEmbeddedDatabase({
      dataDir,
      ports: { postgres: await freePort(), ferretdb: await freePort() },
      postgresUrl: process.env.POSTGRES_URL,
      launch: quietLaunch,
    });
    const { copied, skipped } = await copyAll(old.uri, database.uri);
    say(`copied ${copied} documents (${skipped} were already there)`);
  } finally {
    old.stop();
    await database?.stop();
  }
  const kept = `${oldDir}-sqlite-migrated`;
  renameSync(oldDir, kept);
  say(`done; the old files are kept in ${kept}`);
}

try {
  await main();
} catch (error) {
  console.error(`[migrate-sqlite] ${error.message}`);
  process.exit(1);
}
