export * from './sync.dto';
export * from './sync.errors';
export * from './sync.patterns';
export * from './sync.types';
export * from './sync.calls';
