/**
 * The browser's entry point to the orders contract: its constants and error codes as values, its DTOs and
 * response types as types only, so a page bundles none of the server's validation decorators.
 */
export * from './orders.constants';
export * from './orders.errors';
export type * from './orders.dto';
export type * from './orders.types';
