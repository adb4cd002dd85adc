import type { CatalogueReportFormat } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadProgress } from '../../api/client';
import { isApiFailure } from '../../api/baseApi';
import { Button } from '../../ui/Button';
import { formatBytes } from './dashboardFigures';
import styles from './reports.module.css';
import { useReportLocale } from './useReportLocale';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; format: CatalogueReportFormat; progress: DownloadProgress }
  | { kind: 'done'; name: string; size: number }
  | { kind: 'failed'; message: string };

/**
 * CSV and XLSX buttons for a file the server streams, with the bytes received so far (a streamed file
 * has no length to show a percentage of) and the outcome, announced politely.
 */
export function DownloadButtons({
  csvLabel,
  xlsxLabel,
  download,
}: {
  csvLabel: string;
  xlsxLabel: string;
  download: (
    format: CatalogueReportFormat,
    onProgress: (progress: DownloadProgress) => void,
  ) => Promise<string>;
}) {
  const { t } = useTranslation();
  const locale = useReportLocale();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const run = async (format: CatalogueReportFormat) => {
    let size = 0;
    setState({ kind: 'running', format, progress: { loaded: 0, total: null } });
    try {
      const name = await download(format, (progress) => {
        size = progress.loaded;
        setState({ kind: 'running', format, progress });
      });
      setState({ kind: 'done', name, size });
    } catch (error) {
      setState({ kind: 'failed', message: isApiFailure(error) ? error.message : String(error) });
    }
  };

  const busy = state.kind === 'running';
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Button
          variant="primary"
          loading={busy && state.format === 'csv'}
          disabled={busy}
          onClick={() => void run('csv')}
        >
          {csvLabel}
        </Button>
        <Button loading={busy && state.format === 'xlsx'} disabled={busy} onClick={() => void run('xlsx')}>
          {xlsxLabel}
        </Button>
      </div>
      <p role="status" aria-live="polite">
        {state.kind === 'running' &&
          (state.progress.total === null
            ? t('reports.download.progress', { received: formatBytes(state.progress.loaded, locale) })
            : t('reports.download.progressOf', {
                received: formatBytes(state.progress.loaded, locale),
                total: formatBytes(state.progress.total, locale),
              }))}
        {state.kind === 'done' &&
          t('reports.download.done', { name: state.name, size: formatBytes(state.size, locale) })}
        {state.kind === 'failed' && t('reports.download.failed', { message: state.message })}
      </p>
      {state.kind === 'running' && (
        <progress
          aria-label={t('reports.download.formatsTitle')}
          max={state.progress.total ?? undefined}
          value={state.progress.total === null ? undefined : state.progress.loaded}
        />
      )}
    </div>
  );
}
