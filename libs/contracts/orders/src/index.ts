export * from './orders.constants';
export * from './orders.dto';
export * from './orders.errors';
export * from './orders.patterns';
export * from './orders.types';
export * from './orders.calls';
