import type { PeriodComparison } from '@atelier/contracts/admin';
import { useTranslation } from 'react-i18next';
import { Table, type Column } from '../../ui/Table';
import {
  change,
  FIGURE_KEYS,
  type FigureKey,
  figureKind,
  formatChange,
  formatFigure,
  trendOf,
} from './dashboardFigures';
import styles from './reports.module.css';
import { useReportLocale } from './useReportLocale';

function ChangeText({ figure, period }: { figure: FigureKey; period: PeriodComparison }) {
  const { t } = useTranslation();
  const locale = useReportLocale();
  const delta = change(figure, period.current, period.previous);
  const trend = trendOf(delta);
  if (delta === null) return <span>{t('reports.dashboard.noPrevious')}</span>;
  const text = formatChange(figure, delta, locale);
  return (
    <span className={trend === 'up' ? styles.up : trend === 'down' ? styles.down : undefined}>
      {trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}
      {figureKind(figure) === 'share' ? t('reports.dashboard.points', { value: text }) : text}
    </span>
  );
}

/** dashboard-bar: one card per period, each figure with its value before and the change. */
export function PeriodCards({ periods }: { periods: readonly PeriodComparison[] }) {
  const { t } = useTranslation();
  const locale = useReportLocale();
  return (
    <div className={styles.periods}>
      {periods.map((period) => (
        <section
          key={period.period}
          className={styles.period}
          aria-label={t(`reports.dashboard.period.${period.period}`)}
        >
          <h3 className={styles.periodTitle}>{t(`reports.dashboard.period.${period.period}`)}</h3>
          <dl className={styles.figures}>
            {FIGURE_KEYS.map((figure) => (
              <div key={figure} className={styles.figure}>
                <dt>{t(`reports.dashboard.figure.${figure}`)}</dt>
                <dd className={styles.value}>{formatFigure(figure, period.current[figure], locale)}</dd>
                <dd className={styles.before}>
                  {t('reports.dashboard.previous', {
                    value: formatFigure(figure, period.previous[figure], locale),
                  })}{' '}
                  <ChangeText figure={figure} period={period} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** dashboard-list: the same figures as one table per period. */
export function PeriodTables({ periods }: { periods: readonly PeriodComparison[] }) {
  const { t } = useTranslation();
  const locale = useReportLocale();
  return (
    <div className={styles.periodList}>
      {periods.map((period) => {
        const columns: Column<FigureKey>[] = [
          {
            id: 'figure',
            header: t('reports.dashboard.columns.figure'),
            cell: (figure) => t(`reports.dashboard.figure.${figure}`),
          },
          {
            id: 'now',
            header: t('reports.dashboard.columns.now'),
            cell: (figure) => formatFigure(figure, period.current[figure], locale),
          },
          {
            id: 'before',
            header: t('reports.dashboard.columns.before'),
            cell: (figure) => formatFigure(figure, period.previous[figure], locale),
          },
          {
            id: 'change',
            header: t('reports.dashboard.columns.change'),
            cell: (figure) => <ChangeText figure={figure} period={period} />,
          },
        ];
        return (
          <section key={period.period} className={styles.period}>
            <h3 className={styles.periodTitle}>{t(`reports.dashboard.period.${period.period}`)}</h3>
            <Table
              label={t(`reports.dashboard.period.${period.period}`)}
              rows={FIGURE_KEYS}
              columns={columns}
              rowId={(figure) => figure}
            />
          </section>
        );
      })}
    </div>
  );
}
