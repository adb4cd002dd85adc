import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListQuery {
  page: number;
  search: string;
  /** Extra filters kept in the URL (status on customer-list). */
  params: URLSearchParams;
}

/** Page and search of a back-office list, kept in the URL so reloads and the back button keep them. */
export function useListQuery(): [ListQuery, (changes: Record<string, string | number | null>) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';

  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
  );

  return [{ page, search, params }, update];
}
