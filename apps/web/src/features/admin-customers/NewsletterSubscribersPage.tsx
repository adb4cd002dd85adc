import type { NewsletterSubscriberView } from '@atelier/contracts/admin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import {
  ADMIN_PAGE_SIZE,
  useExportNewsletterSubscribersMutation,
  useNewsletterSubscribersQuery,
} from './adminCustomersApi';
import { useFormatDate } from './CustomerBadges';

const FILTERS = ['search'] as const;

/** The newsletter subscribers, paged and searched on the server, with the search exported as CSV. */
export function NewsletterSubscribersPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const feedback = useFormFeedback();
  const params = useListParams(FILTERS);
  const search = params.filters.search.trim() || undefined;
  const list = useNewsletterSubscribersQuery({ search, page: params.page, limit: ADMIN_PAGE_SIZE });
  const [exportCsv, exporting] = useExportNewsletterSubscribersMutation();

  const columns = useMemo<Column<NewsletterSubscriberView>[]>(
    () => [
      { id: 'name', header: t('accounts.admin.newsletter.name'), hideable: false, cell: (row) => row.name },
      { id: 'email', header: t('accounts.admin.newsletter.email'), cell: (row) => row.email },
      {
        id: 'subscribed',
        header: t('accounts.admin.newsletter.subscribed'),
        cell: (row) => formatDate(row.subscribedAt),
      },
    ],
    [t, formatDate],
  );

  return (
    <Page
      title={t('accounts.admin.newsletter.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('accounts.admin.newsletter.intro')}
      actions={
        <Button
          loading={exporting.isLoading}
          onClick={() =>
            void exportCsv(search)
              .unwrap()
              .catch((error: unknown) => feedback.failed(error))
          }
        >
          {t('accounts.admin.newsletter.export')}
        </Button>
      }
    >
      <PagedList
        label={t('accounts.admin.newsletter.title')}
        filterLabel={t('accounts.admin.common.search')}
        applyLabel={t('accounts.admin.common.search')}
        params={params}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(row) => row.id}
        loading={list.isFetching}
        error={list.isError ? t('accounts.admin.common.loadFailed') : undefined}
        empty={t('accounts.admin.common.noRecords')}
        total={list.data?.count ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        filters={
          <TextField
            name="search"
            type="search"
            label={t('accounts.admin.newsletter.searchLabel')}
            defaultValue={params.filters.search}
          />
        }
      />
    </Page>
  );
}
