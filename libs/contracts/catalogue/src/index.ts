export * from './catalogue.patterns';
export * from './catalogue.types';
