export * from './ferretdb.js';
export * from './subgraph-client.js';
export * from './running-service.js';
export { testMongoUri, testPostgresUrl, testRedisEnv } from './global-setup.js';
export { startTestRedis } from './redis.js';
export * from './service-process.js';
export * from './relay.js';
export * from './stand-in.js';
