/** The keys with the one at `from` moved to `to` (both clamped to the list); the first is the main picture. */
export function moveKey(keys: readonly string[], from: number, to: number): string[] {
  const next = [...keys];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...keys];
  next.splice(target, 0, moved);
  return next;
}

/** Upload progress as the share sent (0 to 1); an unknown total counts as nothing sent yet. */
export function progressShare(progress: { loaded: number; total: number }): number {
  return progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : 0;
}
