import type { CacheStore } from '@atelier/platform';

/*
 * The request context guard caches, for a minute, an admin's permissions and whether a customer is
 * mapped to a user (keys as in context/request-context.guard.ts). A change to either must take effect
 * on the next call, so the routes that make it drop those entries.
 */

export async function forgetAdminPermissions(
  cache: CacheStore,
  tenantId: string,
  userId: string,
): Promise<void> {
  await cache.del(`admin-perms:${tenantId}:${userId}`);
}

export async function forgetCustomerMapping(
  cache: CacheStore,
  tenantId: string,
  userId: string,
): Promise<void> {
  await cache.delByPrefix(`customer-map:${tenantId}:${userId}:`);
}
