import { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { Logger as PinoInstance } from 'pino';
import { traceLogFields } from '../tracing/trace-context';
import { serializeError } from './error-serializer';

/**
 * Paths pino blanks in every log line: credentials, tokens and secrets are
 * never logged, whichever object they travel in.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["x-company-token"]',
  'req.headers.cookie',
  'secret',
  '*.secret',
  '*.*.secret',
  'apiKey',
  '*.apiKey',
  'accessToken',
  '*.accessToken',
];

/**
 * The process's logger: JSON lines on stdout, named after the service,
 * secrets redacted, database errors without their values (serializeError). Lines are written in batches of up to 4 KiB rather than
 * one write per line, and at least every second, so a quiet process's last
 * lines are not held back (pino flushes what is left when the process exits).
 * With tracing on, a line written in traced work carries its traceId, spanId
 * and requestId (traceLogFields; a flag check per line when off). The logger
 * is made when the app module is imported, before tracing starts, so the
 * mixin is always set.
 */
export function createLogger(service: string, level: string): PinoInstance {
  return pino(
    {
      name: service,
      level,
      mixin: traceLogFields,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
    },
    pino.destination({ dest: process.stdout.fd, minLength: 4096, periodicFlush: 1000, sync: false }),
  );
}

/** Nest's own logs through the same pino instance. Request logs are the gateway's business (an onResponse hook). */
export function loggingModule(logger: PinoInstance): DynamicModule {
  return LoggerModule.forRoot({ pinoHttp: { logger, autoLogging: false }, forRoutes: [] });
}
