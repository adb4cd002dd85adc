import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import uiStyles from '../ui.module.css';
import styles from './Table.module.css';

/** One column: its header text (also its name in the column chooser) and how a row shows in it. */
export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Client-side sorting by this value; in server mode (`onSortChange`), any value makes it sortable. */
  sortValue?: (row: T) => string | number;
  /** False keeps the column out of the column chooser (row actions, the name column). */
  hideable?: boolean;
  /** Long text that may wrap instead of widening the table. */
  wrap?: boolean;
}

export interface SortState {
  id: string;
  desc: boolean;
}

export interface TableProps<T> {
  /** The table's accessible name (a visually hidden caption). */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowId: (row: T) => string;
  /** The text naming a row for its selection checkbox ("Select INV0012"). */
  rowLabel?: (row: T) => string;
  loading?: boolean;
  /** Shown instead of rows when the load failed. */
  error?: ReactNode;
  /** Shown when there are no rows (defaults to "No records"). */
  empty?: ReactNode;
  /** Server mode: the sort comes from outside and a header click asks for another (no client sort). */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Row selection: a checkbox per row and one for all. */
  selected?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Offers a column chooser above the table. */
  columnChooser?: boolean;
  initialHidden?: readonly string[];
}

function resolve<S>(updater: Updater<S>, current: S): S {
  return updater instanceof Function ? updater(current) : updater;
}

const SELECT_COLUMN = '__select';

/**
 * A data table on TanStack Table: sorting (in the browser, or by the server), row selection, column
 * visibility, loading, empty and error states. It scrolls sideways inside its frame on narrow screens.
 */
export function Table<T>({
  label,
  rows,
  columns,
  rowId,
  rowLabel,
  loading = false,
  error,
  empty,
  sort,
  onSortChange,
  selected,
  onSelectionChange,
  columnChooser = false,
  initialHidden = [],
}: TableProps<T>) {
  const { t } = useTranslation();
  const serverSort = onSortChange !== undefined;
  const [localSort, setLocalSort] = useState<SortingState>([]);
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(initialHidden.map((id) => [id, false])),
  );
  const sorting: SortingState = serverSort ? (sort ? [sort] : []) : localSort;
  const rowSelection: RowSelectionState = useMemo(
    () => Object.fromEntries((selected ?? []).map((id) => [id, true])),
    [selected],
  );
  const selectable = onSelectionChange !== undefined;

  const defs = useMemo<ColumnDef<T, unknown>[]>(() => {
    const data: ColumnDef<T, unknown>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      accessorFn: column.sortValue ?? (() => ''),
      enableSorting: column.sortValue !== undefined,
      // Every column sorts ascending first, numbers too (TanStack would start numbers descending).
      sortDescFirst: false,
      enableHiding: column.hideable !== false,
      cell: (context) => column.cell(context.row.original),
    }));
    if (!selectable) return data;
    const select: ColumnDef<T, unknown> = {
      id: SELECT_COLUMN,
      enableSorting: false,
      enableHiding: false,
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label={t('ui.selectAll')}
          checked={table.getIsAllRowsSelected()}
          ref={(input) => {
            if (input) input.indeterminate = table.getIsSomeRowsSelected();
          }}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={t('ui.selectRow', { row: rowLabel ? rowLabel(row.original) : row.id })}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...data];
  }, [columns, selectable, rowLabel, t]);

  const table = useReactTable<T>({
    data: rows as T[],
    columns: defs,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: serverSort ? undefined : getSortedRowModel(),
    manualSorting: serverSort,
    enableSortingRemoval: true,
    state: { sorting, columnVisibility: visibility, rowSelection },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting);
      if (serverSort) onSortChange(next[0] ?? null);
      else setLocalSort(next);
    },
    onColumnVisibilityChange: (updater) => setVisibility((current) => resolve(updater, current)),
    enableRowSelection: selectable,
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      // In the rows' order; ids selected on other pages (server paging) are kept after them.
      const shown = rows.map(rowId);
      const ids = Object.keys(next).filter((id) => next[id]);
      onSelectionChange?.([
        ...shown.filter((id) => ids.includes(id)),
        ...ids.filter((id) => !shown.includes(id)),
      ]);
    },
  });

  const wrapping = new Set(columns.filter((column) => column.wrap).map((column) => column.id));
  const visibleCount = table.getVisibleLeafColumns().length;
  const bodyRows = table.getRowModel().rows;
  const state = error ? 'error' : rows.length === 0 ? (loading ? 'loading' : 'empty') : 'rows';

  return (
    <div>
      {columnChooser && (
        <div className={styles.toolbar}>
          <details className={styles.columns}>
            <summary>{t('ui.columns')}</summary>
            <div className={styles.columnList}>
              {table
                .getAllLeafColumns()
                .filter((column) => column.getCanHide())
                .map((column) => (
                  <label key={column.id}>
                    <input
                      type="checkbox"
                      checked={column.getIsVisible()}
                      onChange={column.getToggleVisibilityHandler()}
                    />
                    {String(column.columnDef.header)}
                  </label>
                ))}
            </div>
          </details>
        </div>
      )}
      <div className={styles.wrap} aria-busy={loading || undefined}>
        <table className={styles.table}>
          <caption className={uiStyles.visuallyHidden}>{label}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          <span aria-hidden="true">
                            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {state === 'rows' &&
              bodyRows.map((row) => (
                <tr key={row.id} aria-selected={selectable ? row.getIsSelected() : undefined}>
                  {row.getVisibleCells().map((cell) => {
                    return (
                      <td
                        key={cell.id}
                        className={wrapping.has(cell.column.id) ? styles.wrapText : undefined}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))}
            {state !== 'rows' && (
              <tr>
                <td className={styles.empty} colSpan={visibleCount}>
                  {state === 'error'
                    ? error
                    : state === 'loading'
                      ? t('common.loading')
                      : (empty ?? t('ui.noRecords'))}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
