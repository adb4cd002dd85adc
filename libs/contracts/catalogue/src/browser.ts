/**
 * The browser's entry point to the catalogue contract: its constants and error codes as values, its DTOs and
 * response types as types only, so a page bundles none of the server's validation decorators.
 */
export * from './catalogue.constants';
export * from './catalogue.errors';
export type * from './catalogue.dto';
export type * from './catalogue.types';
export type * from './catalogue-admin-rules';
export type * from './images-admin.dto';
export type * from './images-admin.types';
export type * from './menus-admin.dto';
export type * from './menus-admin.types';
export type * from './taxonomy-admin.dto';
export type * from './taxonomy-admin.types';
export * from './catalogue-admin.constants';
export * from './designs-admin.constants';
export type * from './designs-admin.dto';
export type * from './designs-admin.types';
export * from './catalogue-reports.constants';
export type * from './catalogue-reports.dto';
export type * from './catalogue-reports.types';
export * from './discounts-admin.constants';
export type * from './discounts-admin.dto';
export type * from './discounts-admin.types';
export * from './offers-admin.constants';
export type * from './offers-admin.dto';
export type * from './offers-admin.types';
export * from './metal-rates.constants';
export type * from './metal-rates.dto';
export type * from './metal-rates.types';
