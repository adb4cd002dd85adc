import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import uiStyles from '../ui.module.css';
import styles from './Chart.module.css';

export interface ChartSeries {
  label: string;
  data: readonly number[];
}

export interface ChartProps {
  type: 'line' | 'bar';
  /** The figure's caption and the chart's accessible name. */
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
}

// Chart.js arrives with the first chart drawn: a back-office chunk of its own, never the storefront's.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

/**
 * A line or bar chart with its caption; the same numbers sit in a visually hidden table for screen
 * readers (a canvas has no text).
 */
export function Chart(props: ChartProps) {
  const { t } = useTranslation();
  const { title, labels, series } = props;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.title}>{title}</figcaption>
      <div className={styles.canvas}>
        <Suspense fallback={<p className={styles.loading}>{t('ui.chartLoading')}</p>}>
          <ChartCanvas {...props} />
        </Suspense>
      </div>
      <table className={uiStyles.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {series.map((item) => (
              <th key={item.label} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((item) => (
                <td key={item.label}>{item.data[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
