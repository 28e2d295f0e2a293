export * from './event-catalog';
export * from './domain-event';
