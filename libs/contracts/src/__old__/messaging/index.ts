export * from './envelope';
export * from './namespace';
