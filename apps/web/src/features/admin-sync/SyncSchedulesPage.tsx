import type { SyncScheduleView } from '@atelier/contracts/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage } from '../../app/language/languageSelectors';
import { useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../i18n/formatDate';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import { ScheduleDialog } from './ScheduleDialog';
import { useSyncSchedulesQuery } from './syncAdminApi';
import { RUN_TONES } from './syncRunRules';

/**
 * activate-cron: a row per sync job with its cron expression (UTC), whether it runs, its last scheduled
 * run and outcome and its next run; each edited in a dialog.
 */
export function SyncSchedulesPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const schedules = useSyncSchedulesQuery();
  const [editing, setEditing] = useState<SyncScheduleView | null>(null);

  const columns: Column<SyncScheduleView>[] = [
    { id: 'job', header: t('sync.schedules.job'), hideable: false, cell: (row) => t(`sync.jobs.${row.job}`) },
    {
      id: 'cron',
      header: t('sync.schedules.cron'),
      cell: (row) => (row.cron ? <code>{row.cron}</code> : t('sync.schedules.notSet')),
    },
    {
      id: 'enabled',
      header: t('sync.schedules.enabled'),
      cell: (row) => (
        <Badge tone={row.enabled ? 'success' : 'neutral'}>
          {t(row.enabled ? 'sync.schedules.on' : 'sync.schedules.off')}
        </Badge>
      ),
    },
    {
      id: 'lastRun',
      header: t('sync.schedules.lastRun'),
      wrap: true,
      cell: (row) =>
        row.lastRunAt ? (
          <>
            {formatDateTime(row.lastRunAt, language)}{' '}
            {row.lastOutcome && (
              <Badge tone={RUN_TONES[row.lastOutcome]}>{t(`sync.runStatuses.${row.lastOutcome}`)}</Badge>
            )}
          </>
        ) : (
          t('sync.schedules.never')
        ),
    },
    {
      id: 'nextRun',
      header: t('sync.schedules.nextRun'),
      cell: (row) => formatDateTime(row.nextRunAt, language) || t('sync.schedules.never'),
    },
    {
      id: 'actions',
      header: t('sync.schedules.actions'),
      hideable: false,
      cell: (row) => (
        <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
          {t('sync.schedules.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Page
      title={t('sync.schedules.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('sync.schedules.intro')}
    >
      <Table
        label={t('sync.schedules.title')}
        rows={schedules.data ?? []}
        columns={columns}
        rowId={(row) => row.job}
        loading={schedules.isLoading}
        error={schedules.isError ? t('sync.schedules.loadFailed') : undefined}
      />
      {editing && <ScheduleDialog schedule={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
