import type { FieldIssue } from '@atelier/contracts/common';

/** Deeper than any form we accept; past it, class-transformer would recurse until the stack overflows. */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL (which PostgreSQL refuses in text and jsonb) or a UTF-16 surrogate without its pair. */
export function hasUnsafeText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * Checks untrusted input before any library walks it: text that the database or the validators cannot
 * take (NUL, lone surrogates, in values and in keys) and nesting deeper than any form. Returns the issues
 * by field path (`root` names a bare value), empty when the input is fine. Iterative, so a hostile depth
 * cannot overflow the stack here either.
 */
export function screenInput(input: unknown, root = 'body'): Record<string, FieldIssue[]> {
  const issues: Record<string, FieldIssue[]> = {};
  const pending: Array<{ value: unknown; path: string; depth: number }> = [
    { value: input, path: '', depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    const field = path || root;
    if (typeof value === 'string') {
      if (hasUnsafeText(value)) issues[field] = [{ key: 'validation.invalidCharacters' }];
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      // Named by its top-level field: the full path of a hostile depth is no help to anyone.
      issues[path.split('.')[0] || root] = [{ key: 'validation.tooDeep' }];
      continue;
    }
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasUnsafeText(key)) {
        issues[path || root] = [{ key: 'validation.invalidCharacters' }];
        continue;
      }
      pending.push({ value: item, path: childPath, depth: depth + 1 });
    }
  }
  return issues;
}
