/** Applies the pending migrations on the server at `uri`; answers the file names applied. */
export function runMigrations(uri: string, databaseName?: string): Promise<string[]>;
/** The migrations before the platform's services start; `log` hears the files applied. */
export function migrateBeforeServices(uri: string, log: (line: string) => void): Promise<void>;
