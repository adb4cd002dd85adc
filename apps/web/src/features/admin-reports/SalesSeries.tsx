import type { DashboardSeries } from '@atelier/contracts/admin';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../ui/Chart';
import { Table, type Column } from '../../ui/Table';
import { formatFigure, pounds } from './dashboardFigures';
import styles from './reports.module.css';
import { useReportLocale } from './useReportLocale';

/** dashboard-bar: the series as charts (Chart.js through the kit). */
export function SeriesCharts({ series }: { series: DashboardSeries }) {
  const { t } = useTranslation();
  const net = t('reports.dashboard.series.net');
  const pieces = t('reports.dashboard.series.pieces');
  const views = t('reports.dashboard.chart.views');
  return (
    <div className={styles.charts}>
      <div className={styles.wide}>
        <Chart
          type="line"
          title={t('reports.dashboard.chart.perDay')}
          labels={series.salesPerDay.map((row) => row.day)}
          series={[{ label: net, data: series.salesPerDay.map((row) => pounds(row.netPence)) }]}
        />
      </div>
      <Chart
        type="bar"
        title={t('reports.dashboard.chart.perCategory')}
        labels={series.perCategory.map((row) => row.category)}
        series={[{ label: net, data: series.perCategory.map((row) => pounds(row.netPence)) }]}
      />
      <Chart
        type="bar"
        title={t('reports.dashboard.chart.perMetalKarat')}
        labels={series.perMetalKarat.map((row) => `${row.metal} ${row.karat}`)}
        series={[{ label: net, data: series.perMetalKarat.map((row) => pounds(row.netPence)) }]}
      />
      <Chart
        type="bar"
        title={t('reports.dashboard.chart.topDesigns')}
        labels={series.topDesigns.map((row) => row.designNumber)}
        series={[{ label: pieces, data: series.topDesigns.map((row) => row.pieces) }]}
      />
      <Chart
        type="bar"
        title={t('reports.dashboard.chart.topCustomers')}
        labels={series.topCustomers.map((row) => row.customerName)}
        series={[{ label: net, data: series.topCustomers.map((row) => pounds(row.netPence)) }]}
      />
      <div className={styles.wide}>
        <Chart
          type="line"
          title={t('reports.dashboard.chart.pageViews')}
          labels={series.pageViewsPerDay.map((row) => row.day)}
          series={[{ label: views, data: series.pageViewsPerDay.map((row) => row.views) }]}
        />
      </div>
      <Chart
        type="bar"
        title={t('reports.dashboard.chart.topPages')}
        labels={series.topPages.map((row) => row.path)}
        series={[{ label: views, data: series.topPages.map((row) => row.views) }]}
      />
    </div>
  );
}

interface SeriesRow {
  key: string;
  label: string;
  count: number;
  netPence: number;
}

interface ViewsRow {
  key: string;
  label: string;
  views: number;
}

/** dashboard-list: the same series as tables. */
export function SeriesTables({ series }: { series: DashboardSeries }) {
  const { t } = useTranslation();
  const locale = useReportLocale();
  const table = (title: string, what: string, countHeader: string, rows: SeriesRow[]) => {
    const columns: Column<SeriesRow>[] = [
      { id: 'label', header: what, cell: (row) => row.label, sortValue: (row) => row.label },
      {
        id: 'count',
        header: countHeader,
        cell: (row) => formatFigure('pieces', row.count, locale),
        sortValue: (row) => row.count,
      },
      {
        id: 'net',
        header: t('reports.dashboard.columnsList.net'),
        cell: (row) => formatFigure('netPence', row.netPence, locale),
        sortValue: (row) => row.netPence,
      },
    ];
    return (
      <section className={styles.stack}>
        <h3 className={styles.periodTitle}>{title}</h3>
        <Table label={title} rows={rows} columns={columns} rowId={(row) => row.key} />
      </section>
    );
  };
  const viewsTable = (title: string, what: string, rows: ViewsRow[]) => {
    const columns: Column<ViewsRow>[] = [
      { id: 'label', header: what, cell: (row) => row.label, sortValue: (row) => row.label },
      {
        id: 'views',
        header: t('reports.dashboard.chart.views'),
        cell: (row) => formatFigure('pageViews', row.views, locale),
        sortValue: (row) => row.views,
      },
    ];
    return (
      <section className={styles.stack}>
        <h3 className={styles.periodTitle}>{title}</h3>
        <Table label={title} rows={rows} columns={columns} rowId={(row) => row.key} />
      </section>
    );
  };
  const list = {
    day: t('reports.dashboard.columnsList.day'),
    category: t('reports.dashboard.columnsList.category'),
    metalKarat: t('reports.dashboard.columnsList.metalKarat'),
    design: t('reports.dashboard.columnsList.design'),
    customer: t('reports.dashboard.columnsList.customer'),
    pieces: t('reports.dashboard.columnsList.pieces'),
    orders: t('reports.dashboard.columnsList.orders'),
  };
  return (
    <div className={styles.charts}>
      {table(
        t('reports.dashboard.chart.perDay'),
        list.day,
        list.orders,
        series.salesPerDay.map((row) => ({
          key: row.day,
          label: row.day,
          count: row.orders,
          netPence: row.netPence,
        })),
      )}
      {table(
        t('reports.dashboard.chart.perCategory'),
        list.category,
        list.pieces,
        series.perCategory.map((row) => ({
          key: row.category,
          label: row.category,
          count: row.pieces,
          netPence: row.netPence,
        })),
      )}
      {table(
        t('reports.dashboard.chart.perMetalKarat'),
        list.metalKarat,
        list.pieces,
        series.perMetalKarat.map((row) => ({
          key: `${row.metal}|${row.karat}`,
          label: `${row.metal} ${row.karat}`,
          count: row.pieces,
          netPence: row.netPence,
        })),
      )}
      {table(
        t('reports.dashboard.chart.topDesigns'),
        list.design,
        list.pieces,
        series.topDesigns.map((row) => ({
          key: row.designNumber,
          label: `${row.designNumber} ${row.designName}`,
          count: row.pieces,
          netPence: row.netPence,
        })),
      )}
      {table(
        t('reports.dashboard.chart.topCustomers'),
        list.customer,
        list.orders,
        series.topCustomers.map((row) => ({
          key: row.customerId,
          label: row.customerName,
          count: row.orders,
          netPence: row.netPence,
        })),
      )}
      {viewsTable(
        t('reports.dashboard.chart.pageViews'),
        list.day,
        series.pageViewsPerDay.map((row) => ({ key: row.day, label: row.day, views: row.views })),
      )}
      {viewsTable(
        t('reports.dashboard.chart.topPages'),
        t('reports.dashboard.chart.page'),
        series.topPages.map((row) => ({ key: row.path, label: row.path, views: row.views })),
      )}
    </div>
  );
}
