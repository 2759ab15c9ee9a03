// What the index migrations share. Each service keeps its collections in a database of its own
// (byway_<service>, services/kit/src/service.ts); the migrations find it beside the changelog's
// database: byway_migrations -> byway_users. Index names are left to the driver (`<field>_<direction>_...`),
// the names mongoose gives the same declarations, so the development servers' own index builds (autoIndex
// is on outside production, services/kit/src/database.ts) find them already there.

/** `byway_` from `byway_migrations`. */
export const databasePrefix = (db) => db.databaseName.replace(/migrations$/, '');

/** The database of `service` on the changelog's server. */
export const serviceDatabase = (db, client, service) => client.db(`${databasePrefix(db)}${service}`);

/** The driver's default name of an index on `key`. */
export const indexName = (key) =>
  Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');

/** The server's answer to an option it lacks: FerretDB 1.x has no TTL indexes (expireAfterSeconds). */
const NOT_IMPLEMENTED = 238;

/**
 * Creates each collection's indexes, as `[key, options]` pairs (the form of mongoose's schema.indexes()).
 * Creating an index that exists with the same options does nothing, so a rerun is harmless. A TTL index
 * the server cannot build is left out with a warning: the code that declares one also ignores expired
 * documents when it reads them.
 */
export async function createIndexes(database, collections) {
  for (const [collection, indexes] of Object.entries(collections)) {
    for (const [key, options = {}] of indexes) {
      try {
        await database.collection(collection).createIndex(key, { name: indexName(key), ...options });
      } catch (error) {
        if (error.code !== NOT_IMPLEMENTED || options.expireAfterSeconds === undefined) throw error;
        console.warn(
          `${database.databaseName}.${collection} ${indexName(key)}: no TTL indexes here (${error.message})`,
        );
      }
    }
  }
}

/** Drops what createIndexes made (a migration's `down`); an index or collection already gone is fine. */
export async function dropIndexes(database, collections) {
  for (const [collection, indexes] of Object.entries(collections)) {
    for (const [key] of indexes) {
      await database
        .collection(collection)
        .dropIndex(indexName(key))
        .catch((error) => {
          // 26 NamespaceNotFound, 27 IndexNotFound
          if (error.code !== 26 && error.code !== 27) throw error;
        });
    }
  }
}
