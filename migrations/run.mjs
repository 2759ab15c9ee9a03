// Runs the pending migrations from code (deploy/local/platform.mjs before the services start, the tests);
// `npm run migrate` runs the same through migrate-mongo's own command line.
import { config, database, up } from 'migrate-mongo';
import { migrateConfig } from './migrate-mongo-config.mjs';

/**
 * Applies what the changelog in `databaseName` does not list yet, in file order, and answers the file
 * names applied (none on a second run). migrate-mongo keeps its settings in one module-wide slot, so runs
 * in one process go one at a time.
 */
export async function runMigrations(uri, databaseName = 'byway_migrations') {
  config.set(migrateConfig(uri, databaseName));
  const { db, client } = await database.connect();
  try {
    return await up(db, client);
  } finally {
    await client.close();
  }
}

/** deploy/local/platform.mjs: the migrations before any service starts, as in production; `log` hears what ran. */
export async function migrateBeforeServices(uri, log) {
  const applied = await runMigrations(uri);
  if (applied.length > 0) log(`byway        | migrations applied: ${applied.join(', ')}`);
}
