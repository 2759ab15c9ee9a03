export * from './ferretdb.js';
export * from './subgraph-client.js';
export * from './running-service.js';
export { testMongoUri } from './global-setup.js';
