import type { AdminFilter } from '@atelier/contracts/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Badge } from '../../ui/Badge';
import { Button, buttonClass } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Page } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import { FilterDialog } from './FilterDialog';
import { useAdminFiltersQuery, useDeleteFilterMutation } from './menusAdminApi';

type Editing = { filter: AdminFilter | null } | null;

/** create-multi-filter and dynamic-multi-filter: the storefront's filters, their titles, order and values. */
export function FilterListPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const feedback = useFormFeedback();
  const list = useAdminFiltersQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminFilter | null>(null);
  const [remove, removal] = useDeleteFilterMutation();
  const filters = useMemo(() => list.data?.rows ?? [], [list.data]);

  const columns = useMemo<Column<AdminFilter>[]>(
    () => [
      {
        id: 'kind',
        header: t('menus.filters.kind'),
        hideable: false,
        cell: (filter) => t(`listing.groups.${filter.kind}`),
      },
      {
        id: 'title',
        header: t('menus.filters.name'),
        wrap: true,
        cell: (filter) => (
          <>
            {filter.title}
            {Object.entries(filter.titles).map(([language, title]) => (
              <span key={language}>
                {' '}
                · {language}: {title}
              </span>
            ))}
          </>
        ),
      },
      {
        id: 'order',
        header: t('menus.filters.order'),
        sortValue: (f) => f.sort_order,
        cell: (f) => f.sort_order,
      },
      {
        id: 'active',
        header: t('menus.filters.active'),
        cell: (filter) => (
          <Badge tone={filter.active ? 'success' : 'neutral'}>
            {filter.active ? t('menus.common.yes') : t('menus.common.no')}
          </Badge>
        ),
      },
      {
        id: 'values',
        header: t('menus.filters.values'),
        cell: (filter) =>
          filter.value_ids.length === 0
            ? t('menus.filters.allValues')
            : t('menus.filters.valueCount', { count: filter.value_ids.length }),
      },
      {
        id: 'actions',
        header: t('menus.common.actions'),
        hideable: false,
        cell: (filter) => (
          <>
            <Button variant="ghost" size="sm" onClick={() => setEditing({ filter })}>
              {t('menus.common.edit')}
            </Button>
            <Link
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              to={localize(`/Admin/map-multiFilter/${filter._id}`)}
            >
              {t('menus.filterGroups.mainGroups')}
            </Link>
            <Button variant="ghost" size="sm" onClick={() => setDeleting(filter)}>
              {t('menus.common.delete')}
            </Button>
          </>
        ),
      },
    ],
    [t, localize],
  );

  return (
    <Page
      title={t('menus.filters.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('menus.filters.intro')}
      actions={
        <Button variant="primary" onClick={() => setEditing({ filter: null })}>
          {t('menus.filters.add')}
        </Button>
      }
    >
      <Table
        label={t('menus.filters.title')}
        rows={filters}
        columns={columns}
        rowId={(filter) => String(filter._id)}
        loading={list.isFetching}
        error={list.isError ? t('menus.common.loadFailed') : undefined}
      />
      {editing && <FilterDialog filter={editing.filter} filters={filters} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('menus.filters.deleteTitle')}
        confirmLabel={t('menus.common.delete')}
        cancelLabel={t('menus.common.cancel')}
        pending={removal.isLoading}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting._id;
          setDeleting(null);
          remove(id)
            .unwrap()
            .then(
              () => feedback.succeeded(t('menus.common.deleted')),
              (error: unknown) => feedback.failed(error),
            );
        }}
      >
        {deleting && <p>{t('menus.filters.deleteIntro', { name: deleting.title })}</p>}
      </ConfirmDialog>
    </Page>
  );
}
