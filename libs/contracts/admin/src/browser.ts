export * from './reports.errors';
export * from './reports.patterns';
export type * from './reports.dto';
export type * from './reports.types';
