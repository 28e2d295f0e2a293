/** Injection tokens of the runtime's shared providers. */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const RUNTIME_ENV = Symbol('RUNTIME_ENV');
export const RPC_CLIENT = Symbol('RPC_CLIENT');
export const PINO_LOGGER = Symbol('PINO_LOGGER');
export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');
