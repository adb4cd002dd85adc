import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from '../Table';

/** A list's state as kept in the URL: `?page=2&sort=date:desc&status=open`. */
export interface ListParams<F extends string> {
  page: number;
  sort: SortState | null;
  filters: Readonly<Record<F, string>>;
}

export interface ListParamsControl<F extends string> extends ListParams<F> {
  /** The list's filter names (the URL params it owns besides page and sort). */
  names: readonly F[];
  setPage: (page: number) => void;
  setSort: (sort: SortState | null) => void;
  /** New filter values; the page goes back to 1 (the old page may not exist in the new result). */
  setFilters: (filters: Partial<Record<F, string>>) => void;
}

export function parseSort(value: string | null): SortState | null {
  if (!value) return null;
  const [id, direction] = value.split(':');
  if (!id) return null;
  return { id, desc: direction === 'desc' };
}

export function formatSort(sort: SortState): string {
  return `${sort.id}:${sort.desc ? 'desc' : 'asc'}`;
}

/**
 * Filters, sort and page of a paged list, read from and written to the URL's search params, so a
 * reload, a shared link or the back button shows the same page. Unknown params are kept as they are.
 */
export function useListParams<F extends string>(
  filterNames: readonly F[],
  defaults: { sort?: SortState | null } = {},
): ListParamsControl<F> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sortParam = params.get('sort');
  const defaultSort = defaults.sort ?? null;
  const sort = useMemo(() => parseSort(sortParam) ?? defaultSort, [sortParam, defaultSort]);
  // Every name of the list gets a value (empty when absent from the URL).
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    F,
    string
  >;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (value: number) =>
      update((next) => {
        if (value <= 1) next.delete('page');
        else next.set('page', String(value));
      }),
    [update],
  );
  const setSort = useCallback(
    (value: SortState | null) =>
      update((next) => {
        if (value) next.set('sort', formatSort(value));
        else next.delete('sort');
        next.delete('page');
      }),
    [update],
  );
  const setFilters = useCallback(
    (values: Partial<Record<F, string>>) =>
      update((next) => {
        for (const [name, value] of Object.entries<string | undefined>(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
      }),
    [update],
  );

  return { names: filterNames, page, sort, filters, setPage, setSort, setFilters };
}
