import { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { Logger as PinoInstance } from 'pino';

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

/** The process's logger: JSON lines on stdout, named after the service, secrets redacted. */
export function createLogger(service: string, level: string): PinoInstance {
  return pino({ name: service, level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}

/** Nest's own logs through the same pino instance. Request logs are the gateway's business (an onResponse hook). */
export function loggingModule(logger: PinoInstance): DynamicModule {
  return LoggerModule.forRoot({ pinoHttp: { logger, autoLogging: false }, forRoutes: [] });
}
