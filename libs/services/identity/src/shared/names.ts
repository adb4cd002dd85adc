/** Registration asks for one contact name; the user keeps the first word as first name, the rest as last. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** Optional text as stored: trimmed, and null when nothing was entered. */
export function nullable(value: string | undefined | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
