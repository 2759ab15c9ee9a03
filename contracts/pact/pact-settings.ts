import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where consumer tests write pact files and the provider verification reads them (checked in). */
export const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts');
export const GATEWAY_PROVIDER = 'byway_gateway';
