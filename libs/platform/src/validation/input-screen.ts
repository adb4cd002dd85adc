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
 * by field path (`root` names a bare value), empty when the input is fine. It descends no deeper than
 * {@link MAX_INPUT_DEPTH}, so a hostile depth cannot overflow the stack here either.
 */
export function screenInput(input: unknown, root = 'body'): Record<string, FieldIssue[]> {
  const issues: Record<string, FieldIssue[]> = {};
  screen(input, [], issues, root);
  return issues;
}

/**
 * One value and what it holds. The path is a stack of keys joined only when an issue is found: every
 * message a service receives is screened, and a path string per value was most of the garbage.
 */
function screen(
  value: unknown,
  path: Array<string | number>,
  issues: Record<string, FieldIssue[]>,
  root: string,
): void {
  if (typeof value === 'string') {
    if (hasUnsafeText(value)) issues[path.join('.') || root] = [{ key: 'validation.invalidCharacters' }];
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (path.length >= MAX_INPUT_DEPTH) {
    // Named by its top-level field: the full path of a hostile depth is no help to anyone.
    issues[String(path[0] ?? root)] = [{ key: 'validation.tooDeep' }];
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      path.push(i);
      screen(value[i], path, issues, root);
      path.pop();
    }
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (hasUnsafeText(key)) {
      issues[path.join('.') || root] = [{ key: 'validation.invalidCharacters' }];
      continue;
    }
    path.push(key);
    screen(record[key], path, issues, root);
    path.pop();
  }
}
