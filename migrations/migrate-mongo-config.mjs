// migrate-mongo's settings (README, "Database migrations"): `npm run migrate`, the Kubernetes Job
// (deploy/k8s/migrate-job.yaml), compose's `migrate` service and deploy/local/platform.mjs all run the
// migrations in changes/ in order, each once: the changelog in the database byway_migrations records
// what ran. Each migration writes to its service's own database, named beside the changelog's
// (byway_migrations -> byway_users, ...; migrations/indexes.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The settings for the server at `uri`; `databaseName` holds the changelog (tests give their own). */
export function migrateConfig(uri, databaseName = 'byway_migrations') {
  return {
    mongodb: { url: uri, databaseName, options: { serverSelectionTimeoutMS: 10_000 } },
    migrationsDir: path.join(here, 'changes'),
    changelogCollectionName: 'changelog',
    lockCollectionName: 'changelog_lock',
    // No lock: migrate-mongo's lock needs a TTL index, which FerretDB 1.x lacks (and builds it without
    // awaiting it, so the refusal would end the process). Every migration here may run twice harmlessly.
    lockTtl: 0,
    migrationFileExtension: '.mjs',
    useFileHash: false,
    moduleSystem: 'esm',
  };
}

export default migrateConfig(process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017/');
