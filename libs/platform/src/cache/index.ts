export * from './cache-store';
