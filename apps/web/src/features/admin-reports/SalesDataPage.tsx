import { MAX_SALES_PAGE_SIZE, SALES_SORTS, type SalesRow, type SalesSort } from '@atelier/contracts/admin';
import type { SalesFilterDto } from '@atelier/contracts/admin';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DateRange } from '../../ui/DateRange';
import { Select, TextField } from '../../ui/Field';
import { Page, Panel } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { DownloadButtons } from './DownloadButtons';
import { formatFigure } from './dashboardFigures';
import { useExportSalesMutation, useReportLookupsQuery, useSalesQuery } from './reportsApi';
import styles from './reports.module.css';
import { useReportLocale } from './useReportLocale';

export const SALES_PAGE_SIZE = 50;
const FILTERS = [
  'from',
  'to',
  'customerId',
  'category',
  'metal',
  'karat',
  'designNumber',
  'orderType',
] as const;
type SalesFilterName = (typeof FILTERS)[number];

export function toSalesSort(id: string | undefined): SalesSort {
  return SALES_SORTS.find((sort) => sort === id) ?? 'placedAt';
}

/** The URL's filters as the API takes them: empty ones left out, the order type only when known. */
export function salesFilter(values: Readonly<Record<SalesFilterName, string>>): SalesFilterDto {
  const filter: SalesFilterDto = {};
  for (const name of ['from', 'to', 'customerId', 'category', 'metal', 'karat', 'designNumber'] as const) {
    const value = values[name];
    if (value) filter[name] = value;
  }
  if (values.orderType === 'stock' || values.orderType === 'special') filter.orderType = values.orderType;
  return filter;
}

const unique = (values: readonly string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** /Admin/sales-data: order lines filtered, sorted and paged by the server, with totals; CSV and XLSX. */
export function SalesDataPage() {
  const { t } = useTranslation();
  const locale = useReportLocale();
  const params = useListParams(FILTERS, { sort: { id: 'placedAt', desc: true } });
  const { setFilters } = params;
  const filter = salesFilter(params.filters);
  const sort = toSalesSort(params.sort?.id);
  const direction = params.sort?.desc === false ? 'asc' : 'desc';
  const sales = useSalesQuery({ ...filter, sort, direction, page: params.page, limit: SALES_PAGE_SIZE });
  const lookups = useReportLookupsQuery();
  const [exportSales] = useExportSalesMutation();
  const [range, setRange] = useState({ from: params.filters.from, to: params.filters.to });

  // Customers come from the rows seen: the sales data needs no customer-list permission.
  const [customers, setCustomers] = useState<ReadonlyMap<string, string>>(new Map());
  const page = sales.data;
  useEffect(() => {
    if (!page) return;
    setCustomers((current) => {
      const fresh = page.rows.filter((row) => !current.has(row.customerId));
      if (fresh.length === 0) return current;
      return new Map([
        ...current,
        ...fresh.map((row): [string, string] => [row.customerId, row.customerName]),
      ]);
    });
  }, [page]);
  const rows = page?.rows ?? [];

  const money = (pence: number) => formatFigure('netPence', pence, locale);
  const columns = useMemo<Column<SalesRow>[]>(
    () => [
      {
        id: 'placedAt',
        header: t('reports.sales.columns.placedAt'),
        sortValue: (row) => row.placedAt,
        cell: (row) =>
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(row.placedAt),
          ),
      },
      {
        id: 'orderNumber',
        header: t('reports.sales.columns.orderNumber'),
        hideable: false,
        sortValue: (row) => row.orderNumber,
        cell: (row) => `${row.orderNumber}/${row.lineNumber}`,
      },
      {
        id: 'customerName',
        header: t('reports.sales.columns.customerName'),
        wrap: true,
        sortValue: (row) => row.customerName,
        cell: (row) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('reports.sales.onlyCustomer', { name: row.customerName })}
            onClick={() => setFilters({ customerId: row.customerId })}
          >
            {row.customerName}
          </Button>
        ),
      },
      {
        id: 'orderType',
        header: t('reports.sales.columns.orderType'),
        sortValue: (row) => row.orderType,
        cell: (row) => (row.orderType === 'stock' ? t('reports.sales.stock') : t('reports.sales.special')),
      },
      {
        id: 'designNumber',
        header: t('reports.sales.columns.designNumber'),
        sortValue: (row) => row.designNumber,
        cell: (row) => row.designNumber,
      },
      {
        id: 'designName',
        header: t('reports.sales.columns.designName'),
        wrap: true,
        cell: (row) => row.designName,
      },
      {
        id: 'category',
        header: t('reports.sales.columns.category'),
        sortValue: (row) => row.category,
        cell: (row) => row.category,
      },
      {
        id: 'metal',
        header: t('reports.sales.columns.metal'),
        sortValue: (row) => row.metal,
        cell: (row) => row.metal,
      },
      {
        id: 'karat',
        header: t('reports.sales.columns.karat'),
        sortValue: (row) => row.karat,
        cell: (row) => row.karat,
      },
      {
        id: 'pieces',
        header: t('reports.sales.columns.pieces'),
        sortValue: (row) => row.pieces,
        cell: (row) => row.pieces,
      },
      { id: 'canceled', header: t('reports.sales.columns.canceled'), cell: (row) => row.canceledPieces },
      {
        id: 'unit',
        header: t('reports.sales.columns.unit'),
        cell: (row) => formatFigure('netPence', row.unitPence, locale),
      },
      {
        id: 'netPence',
        header: t('reports.sales.columns.netPence'),
        sortValue: (row) => row.netPence,
        cell: (row) => formatFigure('netPence', row.netPence, locale),
      },
    ],
    [t, locale, setFilters],
  );

  const options = (values: readonly string[]) => unique(values).map((value) => ({ value, label: value }));
  const totals = sales.data?.totals;

  return (
    <Page
      title={t('reports.sales.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('reports.sales.intro')}
      actions={
        <DownloadButtons
          csvLabel={t('reports.sales.downloadCsv')}
          xlsxLabel={t('reports.sales.downloadXlsx')}
          download={(format, onProgress) =>
            exportSales({ query: { ...filter, sort, direction, format }, onProgress }).unwrap()
          }
        />
      }
    >
      {totals && (
        <Panel title={t('reports.sales.totalsTitle')}>
          <dl className={styles.totals}>
            <div className={styles.figure}>
              <dt>{t('reports.sales.totals.orders')}</dt>
              <dd className={styles.value}>{formatFigure('orders', totals.orders, locale)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('reports.sales.totals.lines')}</dt>
              <dd className={styles.value}>{formatFigure('orders', totals.lines, locale)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('reports.sales.totals.pieces')}</dt>
              <dd className={styles.value}>{formatFigure('pieces', totals.pieces, locale)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('reports.sales.totals.net')}</dt>
              <dd className={styles.value}>{money(totals.netPence)}</dd>
            </div>
          </dl>
        </Panel>
      )}
      <PagedList
        label={t('reports.sales.title')}
        params={params}
        total={sales.data?.count ?? 0}
        pageSize={Math.min(SALES_PAGE_SIZE, MAX_SALES_PAGE_SIZE)}
        rows={rows}
        columns={columns}
        rowId={(row) => `${row.orderId}:${row.lineNumber}`}
        loading={sales.isFetching}
        error={sales.isError ? t('reports.sales.loadFailed') : undefined}
        columnChooser
        initialHidden={['designName', 'canceled', 'unit']}
        filterLabel={t('reports.sales.filters')}
        applyLabel={t('reports.sales.apply')}
        filters={
          <>
            <DateRange
              label={t('reports.sales.dates')}
              value={range}
              onChange={setRange}
              names={{ from: 'from', to: 'to' }}
            />
            <Select
              label={t('reports.sales.customer')}
              name="customerId"
              defaultValue={params.filters.customerId}
              placeholder={t('reports.sales.anyCustomer')}
              options={[...customers].map(([value, label]) => ({ value, label }))}
            />
            <Select
              label={t('reports.sales.category')}
              name="category"
              defaultValue={params.filters.category}
              placeholder={t('reports.sales.any')}
              options={options(
                [...(lookups.data?.items ?? []).map((item) => item.name), params.filters.category].filter(
                  Boolean,
                ),
              )}
            />
            <Select
              label={t('reports.sales.metal')}
              name="metal"
              defaultValue={params.filters.metal}
              placeholder={t('reports.sales.any')}
              options={options(
                [...(lookups.data?.metals ?? []).map((metal) => metal.name), params.filters.metal].filter(
                  Boolean,
                ),
              )}
            />
            <Select
              label={t('reports.sales.karat')}
              name="karat"
              defaultValue={params.filters.karat}
              placeholder={t('reports.sales.any')}
              options={options(
                [...(lookups.data?.karates ?? []).map((karat) => karat.name), params.filters.karat].filter(
                  Boolean,
                ),
              )}
            />
            <TextField
              label={t('reports.sales.design')}
              name="designNumber"
              defaultValue={params.filters.designNumber}
            />
            <Select
              label={t('reports.sales.orderType')}
              name="orderType"
              defaultValue={params.filters.orderType}
              placeholder={t('reports.sales.any')}
              options={[
                { value: 'stock', label: t('reports.sales.stock') },
                { value: 'special', label: t('reports.sales.special') },
              ]}
            />
          </>
        }
      />
    </Page>
  );
}
