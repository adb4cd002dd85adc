/*
 * What the web may import from the sync contract: the response types and their constant lists and the
 * form specs, without the DTOs' Nest decorators.
 */
export * from './sync.types';
export * from './sync.forms';
