import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Table, type TableProps } from '../Table';
import type { ListParamsControl } from './useListParams';
import styles from './PagedList.module.css';
import { Pagination } from './Pagination';

export interface PagedListProps<T, F extends string> extends Omit<TableProps<T>, 'sort' | 'onSortChange'> {
  /** The list's URL state (useListParams): sort and page are read and written there. */
  params: ListParamsControl<F>;
  /** Rows matching the filters on the server (all pages). */
  total: number;
  pageSize: number;
  /**
   * The filter controls. They are inside a search form: on submit, `onFilter` gets the form's data and
   * its values for the list's filter names go to the URL.
   */
  filters?: ReactNode;
  filterLabel?: string;
  /** The text of the filter form's submit button. */
  applyLabel?: string;
}

/**
 * A server-paged list: filters (a search form), a table sorted by the server and pagination, all
 * three kept in the URL so the page survives a reload and the back button.
 */
export function PagedList<T, F extends string>({
  params,
  total,
  pageSize,
  filters,
  filterLabel,
  applyLabel,
  ...table
}: PagedListProps<T, F>) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Partial<Record<F, string>> = {};
    for (const name of params.names) {
      const value = data.get(name);
      values[name] = typeof value === 'string' ? value.trim() : '';
    }
    params.setFilters(values);
  };
  return (
    <div className={styles.list}>
      {filters && (
        <form
          role="search"
          aria-label={filterLabel}
          className={styles.filters}
          onSubmit={submit}
          // A changed URL (back button) shows its own values: the uncontrolled inputs start over.
          key={JSON.stringify(params.filters)}
        >
          {filters}
          <div className={styles.filterActions}>
            <Button type="submit" variant="primary">
              {applyLabel ?? t('ui.confirm')}
            </Button>
          </div>
        </form>
      )}
      <Table {...table} sort={params.sort} onSortChange={params.setSort} />
      <Pagination page={params.page} pageSize={pageSize} total={total} onPage={params.setPage} />
    </div>
  );
}
