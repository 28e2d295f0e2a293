export * from './envelope';
export * from './namespace';
export * from './request-progress';
