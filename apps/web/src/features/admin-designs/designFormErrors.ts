import { translate, type LanguageCode } from '@atelier/contracts/common';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { DesignIssue } from './designForm';

/** Puts a message at a dotted path of a nested errors object (`variants.0.sku`). */
export function nestError(target: Record<string, unknown>, path: string, message: string): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) {
      node[part] = { type: 'rule', message };
      return;
    }
    const next = node[part];
    if (typeof next === 'object' && next !== null) {
      node = next as Record<string, unknown>;
      return;
    }
    // Indexes become object keys: react-hook-form's `get` reads `variants.0.sku` from either.
    const created: Record<string, unknown> = {};
    node[part] = created;
    node = created;
  });
}

/** The sentence of one issue, worded as the server's 400 would word it, with the page's field name. */
export function issueMessage(language: LanguageCode, issue: DesignIssue, fieldName: string): string {
  return translate(language, issue.key, { field: fieldName.toLowerCase(), ...issue.params });
}

/** A react-hook-form resolver from a pure check of the values. */
export function issuesResolver<V extends FieldValues>(
  check: (values: V) => DesignIssue[],
  message: (issue: DesignIssue) => string,
): Resolver<V> {
  return (values) => {
    const issues = check(values);
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of issues) nestError(errors, issue.path, message(issue));
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
