import { LANGUAGE_CODES } from '@atelier/contracts/common';

const LANGUAGE_PREFIX = new RegExp(`^/(?:${LANGUAGE_CODES.join('|')})(?=/|$)`);

/**
 * The page a view counts for: the path without query or fragment, without the storefront's language
 * prefix (/sv/cart and /cart are one page), with repeated and trailing slashes dropped.
 */
export function normalisePagePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0].replace(/\/{2,}/g, '/');
  const unprefixed = bare.replace(LANGUAGE_PREFIX, '');
  const trimmed = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
  return trimmed === '' ? '/' : trimmed;
}

/** The UTC day (YYYY-MM-DD) a view at `at` is counted on. */
export const viewDay = (at: Date): string => at.toISOString().slice(0, 10);
