import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { buttonClass, Button } from '../../ui/Button';
import { DateRange, isReversed, type DateRangeValue } from '../../ui/DateRange';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { PendingWork } from './PendingWork';
import { PeriodCards, PeriodTables } from './PeriodFigures';
import { useDashboardQuery, useDashboardSeriesQuery } from './reportsApi';
import styles from './reports.module.css';
import { SeriesCharts, SeriesTables } from './SalesSeries';
import { useReportLocale } from './useReportLocale';

/**
 * /Admin/dashboard-bar (charts) and /Admin/dashboard-list (the same figures as tables): today, this
 * week and this month against the period before, the work waiting, and sales over a chosen period.
 */
export function DashboardPage({ view }: { view: 'bar' | 'list' }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const locale = useReportLocale();
  const dashboard = useDashboardQuery();
  const [draft, setDraft] = useState<DateRangeValue>({ from: '', to: '' });
  const [range, setRange] = useState<DateRangeValue>({ from: '', to: '' });
  const series = useDashboardSeriesQuery({
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  });
  const title = view === 'bar' ? t('reports.dashboard.barTitle') : t('reports.dashboard.listTitle');

  return (
    <Page
      title={title}
      titleSuffix={t('meta.adminTitle')}
      intro={
        <>
          {t('reports.dashboard.intro')}{' '}
          {dashboard.data &&
            t('reports.dashboard.asOf', {
              time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(dashboard.data.generatedAt),
              ),
            })}
        </>
      }
      actions={
        <Link
          className={buttonClass({})}
          to={localize(view === 'bar' ? '/Admin/dashboard-list' : '/Admin/dashboard-bar')}
        >
          {view === 'bar' ? t('reports.dashboard.showList') : t('reports.dashboard.showCharts')}
        </Link>
      }
    >
      <Panel title={t('reports.dashboard.periodsTitle')}>
        {dashboard.isLoading && <StatusLine>{t('reports.dashboard.loading')}</StatusLine>}
        {dashboard.isError && <StatusLine>{t('reports.dashboard.loadFailed')}</StatusLine>}
        {dashboard.data &&
          (view === 'bar' ? (
            <PeriodCards periods={dashboard.data.periods} />
          ) : (
            <PeriodTables periods={dashboard.data.periods} />
          ))}
      </Panel>
      <Panel title={t('reports.dashboard.pendingTitle')}>
        {dashboard.data && <PendingWork items={dashboard.data.pending} />}
      </Panel>
      <Panel title={t('reports.dashboard.chartsTitle')}>
        <form
          className={styles.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isReversed(draft)) setRange(draft);
          }}
        >
          <DateRange
            label={t('reports.dashboard.range')}
            hint={t('reports.dashboard.rangeHint')}
            value={draft}
            onChange={setDraft}
          />
          <Button type="submit">{t('reports.dashboard.applyRange')}</Button>
        </form>
        {series.isFetching && !series.data && <StatusLine>{t('reports.dashboard.loading')}</StatusLine>}
        {series.isError && <StatusLine>{t('reports.dashboard.loadFailed')}</StatusLine>}
        {series.data &&
          (view === 'bar' ? <SeriesCharts series={series.data} /> : <SeriesTables series={series.data} />)}
      </Panel>
    </Page>
  );
}
