export * from './catalogue.constants';
export * from './catalogue.dto';
export * from './catalogue.errors';
export * from './catalogue.patterns';
export * from './catalogue.types';
export * from './catalogue.calls';
