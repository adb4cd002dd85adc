export * from './validate-dto';
export * from './input-screen';
