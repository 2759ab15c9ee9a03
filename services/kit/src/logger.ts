import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequest } from './observability/request-context.js';

export type { Logger };

/**
 * Structured JSON logs, one line per event; secrets and cookies are redacted wherever they appear. Every
 * line written while serving a request carries its `requestId` (and the user once known), wherever in the
 * code it is written; with tracing on, also the `traceId` to find the request's trace by.
 */
export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  /** Where lines go: stdout, unless a test reads them. */
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    name: service,
    level,
    base: { service },
    mixin: requestFields,
    redact: {
      paths: [
        'password',
        '*.password',
        'req.headers.cookie',
        'req.headers.authorization',
        '*.token',
        'token',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

function requestFields(): Record<string, string> {
  const request = currentRequest();
  // Without an SDK (tracing off) there is never an active span: one cheap lookup.
  const span = trace.getActiveSpan();
  const fields: Record<string, string> = {};
  if (request) {
    fields.requestId = request.requestId;
    if (request.userId) fields.userId = request.userId;
  }
  if (span?.isRecording()) fields.traceId = span.spanContext().traceId;
  return fields;
}
