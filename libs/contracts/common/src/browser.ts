/**
 * The browser's entry point to the common contract: the same rules, codes and types as `index.ts`, with
 * the server messages of the page's own language loaded on demand (`loadMessageCatalogue`) instead of
 * all six at once.
 */
export * from './api';
export * from './call-map';
export * from './demo-tenant';
export * from './errors';
export * from './i18n/browser';
export * from './request-context';
export * from './paging.browser';
export * from './paging.fields';
export * from './paging.types';
export * from './service-name';
export * from './validation/rules';
export * from './validation/form-rules';
export * from './validation/form-check';
export * from './validation/account-forms';
