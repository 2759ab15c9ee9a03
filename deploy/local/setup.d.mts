// Types of setup.mjs for the TypeScript callers (tests).
export const ROOT: string;
export const FERRETDB_VERSION: string;
export const FERRETDB_BIN: string;
export const CHROMIUM: string;
export const REDIS_SERVER: string;
export function setup(options?: { forTests?: boolean }): void;
