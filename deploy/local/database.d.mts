// Types of database.mjs for the TypeScript callers (the test harness in services/kit).
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import type { Supervisor } from './supervisor.mjs';

export type Launch = (
  name: string,
  command: string,
  args: string[],
  options?: SpawnOptions,
  onOutput?: (text: string) => void,
) => ChildProcess;

export interface EmbeddedDatabase {
  uri: string;
  /** Where FerretDB keeps the data (carries the password: never log it). */
  postgresUrl: string;
  stop: () => Promise<void>;
  /** Creates the GIN twins of FerretDB's indexes; answers how many were new. */
  syncPushdownIndexes: (options?: { analyze?: boolean }) => Promise<number>;
}

export function startEmbeddedDatabase(options: {
  dataDir: string;
  ports: { postgres: number; ferretdb: number };
  postgresUrl?: string;
  launch: Launch;
  /** Restarts PostgreSQL and FerretDB when they die once ready (`npm start`); without, they stay down. */
  supervisor?: Supervisor;
}): Promise<EmbeddedDatabase>;

export function sqliteEraData(dataDir: string): string | null;
export function portOpen(port: number): Promise<boolean>;
export const quietLaunch: Launch;
