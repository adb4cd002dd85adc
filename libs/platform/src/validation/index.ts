export * from './validate-dto';
