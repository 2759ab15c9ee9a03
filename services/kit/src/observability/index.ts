export * from './request-context.js';
export * from './access-log.js';
export * from './metrics.js';
export * from './graphql-metrics.js';
export { flushTracing, serviceNameOf, tracingEnabled } from './tracing-switch.js';
