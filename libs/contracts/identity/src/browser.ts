/**
 * The browser's entry point to the identity contract: its constants and error codes as values, its DTOs and
 * response types as types only, so a page bundles none of the server's validation decorators.
 */
export * from './identity.errors';
export type * from './identity.dto';
export type * from './identity.types';
