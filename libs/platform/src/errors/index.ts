export * from './app.exception';
export * from './transient';
