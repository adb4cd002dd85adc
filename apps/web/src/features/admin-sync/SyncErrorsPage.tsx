import { SYNC_ERROR_STATUSES, type SyncErrorStatus, type SyncErrorView } from '@atelier/contracts/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage } from '../../app/language/languageSelectors';
import { useAppSelector } from '../../app/hooks';
import { formatDate } from '../../i18n/formatDate';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Select, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import styles from './SyncErrorsPage.module.css';
import {
  useDiscardSyncErrorMutation,
  useRetrySyncErrorMutation,
  useRetrySyncErrorsMutation,
  useSyncErrorsQuery,
} from './syncAdminApi';

export const SYNC_ERROR_PAGE_SIZE = 25;
const FILTERS = ['status', 'type', 'search'] as const;
const TYPES = [
  'design.upserted',
  'stock.updated',
  'price.updated',
  'customer.upserted',
  'customer.linked',
  'order.acknowledged',
  'order.status-updated',
];
const TONES: Record<SyncErrorStatus, BadgeTone> = {
  open: 'danger',
  resolved: 'success',
  discarded: 'neutral',
};

function toStatus(value: string): SyncErrorStatus {
  return SYNC_ERROR_STATUSES.find((status) => status === value) ?? 'open';
}

/**
 * sellease-err-sync: Sellease messages that could not be applied, with their payload and reason; retried
 * one by one or as a selection (the same path as a message from Sellease), or set aside with a note.
 */
export function SyncErrorsPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const feedback = useFormFeedback();
  const params = useListParams(FILTERS);
  const status = toStatus(params.filters.status);
  const list = useSyncErrorsQuery({
    status,
    page: params.page,
    limit: SYNC_ERROR_PAGE_SIZE,
    ...(params.filters.type ? { type: params.filters.type } : {}),
    ...(params.filters.search ? { search: params.filters.search } : {}),
  });
  const [retryOne, retryingOne] = useRetrySyncErrorMutation();
  const [retrySelection, retryingSelection] = useRetrySyncErrorsMutation();
  const [discard, discarding] = useDiscardSyncErrorMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const [viewing, setViewing] = useState<SyncErrorView | null>(null);
  const [setAside, setSetAside] = useState<SyncErrorView | null>(null);
  const [note, setNote] = useState('');

  const run = async (action: () => Promise<{ message?: string }>) => {
    try {
      const answer = await action();
      feedback.succeeded(answer.message ?? t('sync.errors.done'));
      setSelected([]);
    } catch (error) {
      feedback.failed(error);
    }
  };

  const confirmDiscard = async (entry: SyncErrorView) => {
    try {
      const answer = await discard({ id: entry.id, note }).unwrap();
      feedback.succeeded(answer.message ?? t('sync.errors.done'));
      setSetAside(null);
      setNote('');
    } catch (error) {
      feedback.failed(error);
    }
  };

  // Built each render: the actions close over this render's mutations and feedback.
  const columns: Column<SyncErrorView>[] = [
    { id: 'type', header: t('sync.errors.type'), hideable: false, cell: (row) => row.type },
    { id: 'record', header: t('sync.errors.record'), cell: (row) => row.record ?? '—' },
    { id: 'reason', header: t('sync.errors.reason'), wrap: true, cell: (row) => row.reason },
    {
      id: 'status',
      header: t('sync.errors.status'),
      cell: (row) => <Badge tone={TONES[row.status]}>{t(`sync.errors.statuses.${row.status}`)}</Badge>,
    },
    { id: 'attempts', header: t('sync.errors.attempts'), cell: (row) => row.attempts },
    { id: 'at', header: t('sync.errors.at'), cell: (row) => formatDate(row.updatedAt, language) },
    {
      id: 'actions',
      header: t('sync.errors.actions'),
      hideable: false,
      cell: (row) => (
        <>
          <Button size="sm" variant="ghost" onClick={() => setViewing(row)}>
            {t('sync.errors.view')}
          </Button>
          {row.status === 'open' && (
            <>
              {' '}
              <Button
                size="sm"
                variant="ghost"
                disabled={retryingOne.isLoading}
                onClick={() => void run(() => retryOne(row.id).unwrap())}
              >
                {t('sync.errors.retry')}
              </Button>{' '}
              <Button size="sm" variant="ghost" onClick={() => setSetAside(row)}>
                {t('sync.errors.discard')}
              </Button>
            </>
          )}
        </>
      ),
    },
  ];

  return (
    <Page
      title={t('sync.errors.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('sync.errors.intro')}
      actions={
        <Button
          variant="primary"
          disabled={selected.length === 0 || retryingSelection.isLoading}
          onClick={() => void run(() => retrySelection(selected).unwrap())}
        >
          {t('sync.errors.retrySelection', { count: selected.length })}
        </Button>
      }
    >
      <PagedList
        label={t('sync.errors.title')}
        params={params}
        total={list.data?.count ?? 0}
        pageSize={SYNC_ERROR_PAGE_SIZE}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(row) => row.id}
        selected={status === 'open' ? selected : undefined}
        onSelectionChange={status === 'open' ? setSelected : undefined}
        loading={list.isFetching}
        error={list.isError ? t('sync.errors.loadFailed') : undefined}
        empty={t('sync.errors.empty')}
        filterLabel={t('sync.errors.filters')}
        applyLabel={t('sync.errors.apply')}
        filters={
          <>
            <TextField
              label={t('sync.errors.search')}
              name="search"
              type="search"
              placeholder={t('sync.errors.searchHint')}
              defaultValue={params.filters.search}
            />
            <Select
              label={t('sync.errors.type')}
              name="type"
              options={[
                { value: '', label: t('sync.errors.allTypes') },
                ...TYPES.map((value) => ({ value, label: value })),
              ]}
              defaultValue={params.filters.type}
            />
            <Select
              label={t('sync.errors.status')}
              name="status"
              options={SYNC_ERROR_STATUSES.map((value) => ({
                value,
                label: t(`sync.errors.statuses.${value}`),
              }))}
              defaultValue={status}
            />
          </>
        }
      />
      {viewing && (
        <Dialog
          open
          size="wide"
          onOpenChange={(open) => !open && setViewing(null)}
          title={t('sync.errors.payloadTitle', { message: viewing.messageId })}
          description={viewing.reason}
          footer={<Button onClick={() => setViewing(null)}>{t('sync.errors.close')}</Button>}
        >
          {viewing.note && <p>{t('sync.errors.note', { note: viewing.note })}</p>}
          <pre className={styles.payload}>{JSON.stringify(viewing.payload, null, 2)}</pre>
        </Dialog>
      )}
      {setAside && (
        <Dialog
          open
          onOpenChange={(open) => !open && setSetAside(null)}
          title={t('sync.errors.discardTitle', { message: setAside.messageId })}
          footer={
            <>
              <Button onClick={() => setSetAside(null)}>{t('sync.errors.close')}</Button>{' '}
              <Button
                variant="primary"
                disabled={discarding.isLoading}
                onClick={() => void confirmDiscard(setAside)}
              >
                {t('sync.errors.discard')}
              </Button>
            </>
          }
        >
          <TextField
            label={t('sync.errors.noteLabel')}
            name="note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Dialog>
      )}
    </Page>
  );
}
