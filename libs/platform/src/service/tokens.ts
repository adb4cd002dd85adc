/** Injection tokens the platform provides to every service. */
export const DATABASE = Symbol('DATABASE');
export const CACHE = Symbol('CACHE');
export const SERVICE_OPTIONS = Symbol('SERVICE_OPTIONS');
export const STORAGE = Symbol('STORAGE');
/** The service's outbox tables (see outboxTables), when it publishes domain events. */
export const OUTBOX_TABLES = Symbol('OUTBOX_TABLES');
