import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list page's page number and one status filter, kept in the URL (reload and Back keep them). The
 * status is only taken when it is one of `statuses`.
 */
export function useListParams<S extends string>(
  statuses: readonly S[],
): {
  page: number;
  status: S | undefined;
  search: string;
  setQuery: (changes: Record<string, string>) => void;
} {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw !== null && (statuses as readonly string[]).includes(raw) ? (raw as S) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const setQuery = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  return { page, status, search, setQuery };
}
