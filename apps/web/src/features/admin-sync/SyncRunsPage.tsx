import type { SyncRunView } from '@atelier/contracts/sync';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectLanguage } from '../../app/language/languageSelectors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../i18n/formatDate';
import { useLocalize } from '../../i18n/useLocalize';
import { Badge } from '../../ui/Badge';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { RunProgress } from './RunProgress';
import { StartSyncForm } from './StartSyncForm';
import { syncAdminApi, useSyncRunQuery, useSyncRunsQuery } from './syncAdminApi';
import { errorsLinkOf, formatCount, isRunning, RUN_TONES, withLive } from './syncRunRules';

export const SYNC_RUN_PAGE_SIZE = 20;
/** How often a running run's progress is asked for. */
export const RUN_POLL_MS = 1000;
const NO_FILTERS: readonly never[] = [];

/**
 * sellease-sync: start a full or partial run now, follow the latest run while it goes (polled), and
 * the history of runs as the server pages it.
 */
export function SyncRunsPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const localize = useLocalize();
  const dispatch = useAppDispatch();
  const params = useListParams(NO_FILTERS);
  const history = useSyncRunsQuery({ page: params.page, limit: SYNC_RUN_PAGE_SIZE });
  const latest = useSyncRunsQuery({ page: 1, limit: 1 });
  const [startedId, setStartedId] = useState<string | null>(null);
  const followedId = startedId ?? latest.data?.rows[0]?.id ?? null;

  // Polled while the run reads as running; the flag follows the last answer (set during render, the
  // documented way to keep state in step with what was just received).
  const [polling, setPolling] = useState(false);
  const current = useSyncRunQuery(followedId ?? skipToken, {
    pollingInterval: polling ? RUN_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const live = followedId ? current.data : undefined;
  const running = isRunning(live);
  if (running !== polling) setPolling(running);

  // Once the followed run stops, the history is read again (its counts and finish time are final).
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) {
      dispatch(syncAdminApi.util.invalidateTags([{ type: 'SyncRun', id: 'LIST' }]));
    }
    wasRunning.current = running;
  }, [running, dispatch]);

  const number = (value: number) => formatCount(value, language);
  const columns: Column<SyncRunView>[] = [
    {
      id: 'startedAt',
      header: t('sync.runs.startedAt'),
      hideable: false,
      cell: (row) => formatDateTime(row.startedAt, language),
    },
    {
      id: 'kinds',
      header: t('sync.runs.kinds'),
      wrap: true,
      cell: (row) => row.jobs.map((job) => t(`sync.jobs.${job}`)).join(', '),
    },
    { id: 'trigger', header: t('sync.runs.trigger'), cell: (row) => t(`sync.runs.triggers.${row.trigger}`) },
    {
      id: 'status',
      header: t('sync.runs.status'),
      cell: (row) => <Badge tone={RUN_TONES[row.status]}>{t(`sync.runStatuses.${row.status}`)}</Badge>,
    },
    {
      id: 'processed',
      header: t('sync.runs.processed'),
      cell: (row) => `${number(row.processed)} / ${number(row.total)}`,
    },
    { id: 'applied', header: t('sync.runs.applied'), cell: (row) => number(row.applied) },
    {
      id: 'errors',
      header: t('sync.runs.errors'),
      cell: (row) => {
        const link = errorsLinkOf(row);
        return (
          <>
            {number(row.errors)}
            {link && (
              <>
                {' '}
                <Link to={localize(link)}>{t('sync.runs.seeErrors')}</Link>
              </>
            )}
          </>
        );
      },
    },
    {
      id: 'finishedAt',
      header: t('sync.runs.finishedAt'),
      cell: (row) => formatDateTime(row.finishedAt, language) || '—',
    },
  ];

  return (
    <Page title={t('sync.runs.title')} titleSuffix={t('meta.adminTitle')} intro={t('sync.runs.intro')}>
      <Panel title={t('sync.runs.startTitle')}>
        <StartSyncForm onStarted={(run) => setStartedId(run.id)} />
      </Panel>
      <Panel title={t('sync.runs.current')}>
        {live ? (
          <RunProgress run={live} />
        ) : latest.isError || current.isError ? (
          <StatusLine>{t('sync.runs.loadFailed')}</StatusLine>
        ) : latest.isLoading || current.isLoading ? (
          <StatusLine>{t('sync.runs.loading')}</StatusLine>
        ) : (
          <StatusLine>{t('sync.runs.none')}</StatusLine>
        )}
      </Panel>
      <Panel title={t('sync.runs.history')}>
        <PagedList
          label={t('sync.runs.history')}
          params={params}
          total={history.data?.count ?? 0}
          pageSize={SYNC_RUN_PAGE_SIZE}
          rows={withLive(history.data?.rows ?? [], live)}
          columns={columns}
          rowId={(row) => row.id}
          loading={history.isFetching && !history.data}
          error={history.isError ? t('sync.runs.loadFailed') : undefined}
          empty={t('sync.runs.empty')}
        />
      </Panel>
    </Page>
  );
}
