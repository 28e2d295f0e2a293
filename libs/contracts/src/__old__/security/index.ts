export * from './processes';
export * from './event-publishers';
export * from './nats-permissions';
export * from './nats-server-config';
export * from './postgres-roles';
export * from './redis-acl';
