export * from './api';
export * from './demo-tenant';
export * from './errors';
export * from './i18n';
export * from './request-context';
export * from './service-name';
export * from './validation/rules';
