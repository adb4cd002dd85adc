/**
 * The browser's entry point to the orders contract: its constants and error codes as values, its DTOs and
 * response types as types only, so a page bundles none of the server's validation decorators.
 */
export * from './orders.constants';
export * from './orders.errors';
export type * from './cart.dto';
export type * from './quick-order.dto';
export type * from './order-lists.dto';
export type * from './checkout.dto';
export type * from './orders.dto';
export type * from './page-query.dto';
export type * from './admin-orders.dto';
export type * from './bespoke.dto';
export type * from './appros.dto';
export type * from './invoices.dto';
export type * from './inventory.dto';
export type * from './reporting.dto';
export type * from './cart.types';
export type * from './quick-order.types';
export type * from './order-lists.types';
export type * from './checkout.types';
export type * from './orders.types';
export type * from './bespoke.types';
export type * from './appros.types';
export type * from './invoices.types';
export type * from './inventory.types';
export type * from './reporting.types';
export type * from './events.types';
