import type mongoose from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** One model of a service: its schema and the collection it lives in. */
export interface ModelSpec<Doc> {
  schema: mongoose.Schema<Doc>;
  collection: string;
}

export const modelSpec = <Doc>(schema: mongoose.Schema<Doc>, collection: string): ModelSpec<Doc> => ({
  schema,
  collection,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds specs of any document type
type AnyModelSpec = ModelSpec<any>;

/** The models a table of specs registers: each name with the model of its documents. */
export type ModelsOf<Table> = {
  [Name in keyof Table]: Table[Name] extends ModelSpec<infer Doc> ? Model<Doc> : never;
};

/**
 * Registers a service's models on its own connection, each under its name in the table (safe to call
 * twice: a model already on the connection is reused).
 */
export function registerModelsOn<Table extends Record<keyof Table, AnyModelSpec>>(
  connection: Connection,
  table: Table,
): ModelsOf<Table> {
  const models: Record<string, unknown> = {};
  for (const [name, { schema, collection }] of Object.entries<AnyModelSpec>(table)) {
    models[name] = connection.models[name] ?? connection.model(name, schema, collection);
  }
  return models as ModelsOf<Table>;
}
