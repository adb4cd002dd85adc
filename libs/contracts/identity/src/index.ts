export * from './identity.dto';
export * from './identity.errors';
export * from './identity.patterns';
export * from './identity.types';
export * from './identity.calls';
export * from './customer-accounts.dto';
