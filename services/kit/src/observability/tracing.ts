import type { IncomingMessage } from 'node:http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

const UNTRACED_PATHS = ['/healthz', '/readyz', '/metrics'];

export interface TracingOptions {
  serviceName: string;
  /** Replaces the OTLP exporter the environment configures (a test's in-memory one). */
  spanProcessors?: SpanProcessor[];
}

/**
 * Starts the OpenTelemetry SDK: W3C traceparent in and out, spans for incoming HTTP (probes and scrapes
 * left out), Express, GraphQL, outgoing fetch (the gateway's subgraph calls, internal calls), MongoDB and
 * Redis, exported over OTLP as the OTEL_EXPORTER_OTLP_* variables say (http/protobuf by default). Traces
 * only: metrics are prom-client's (/metrics), logs are stdout's.
 */
export function startTracing(options: TracingOptions): NodeSDK {
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) =>
          UNTRACED_PATHS.some((path) => request.url?.startsWith(path)),
      }),
      // Routes and routers, not each middleware layer (a dozen spans a request that say nothing).
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // Resolver spans only where a resolver does work (not for every plain field read).
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      new UndiciInstrumentation(),
      new MongoDBInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  return sdk;
}
