export * from './outbox';
export * from './outbox-relay';
export * from './outbox.tables';
export * from './deliveries.rules';
