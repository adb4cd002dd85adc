export * from './app.exception';
