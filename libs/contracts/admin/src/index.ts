export * from './admin.dto';
export * from './admin.patterns';
export * from './admin.types';
export * from './admin.calls';
