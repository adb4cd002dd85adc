/**
 * The browser's entry point to the catalogue contract: its constants and error codes as values, its DTOs and
 * response types as types only, so a page bundles none of the server's validation decorators.
 */
export * from './catalogue.constants';
export * from './catalogue.errors';
export type * from './catalogue.dto';
export type * from './catalogue.types';
export * from './designs-admin.constants';
export type * from './designs-admin.dto';
export type * from './designs-admin.types';
