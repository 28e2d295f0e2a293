/**
 * A light entry point (`@bizapi/runtime/admin`) for the operator command line:
 * the admin client and the configuration loader, without Nest or TypeORM,
 * so a command starts in a fraction of a second.
 */
export * from './admin-client';
export * from '../config/env';
export { operatorNatsIdentity } from '../nats/nats-credentials';
