/*
 * What the web may import from the sync contract: the response types and their constant lists, without
 * the DTOs' Nest decorators.
 */
export * from './sync.types';
