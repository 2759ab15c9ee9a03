/** migrate-mongo's settings for the server at `uri`, the changelog in `databaseName`. */
export function migrateConfig(uri: string, databaseName?: string): Record<string, unknown>;
declare const config: Record<string, unknown>;
export default config;
