import type { AdminCollection } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import { Table, type Column } from '../../ui/Table';
import { DesignPicker } from '../admin-images';
import { CollectionDialog } from './CollectionDialog';
import { designColumns } from './designColumns';
import {
  useChangeCollectionDesignsMutation,
  useCollectionDesignsQuery,
  useCollectionsQuery,
  useDeleteCollectionMutation,
} from './groupsAdminApi';

const NO_FILTERS = [] as const;

/** collection-designs: collections (add, rename, delete) and the chosen one's designs (add, remove). */
export function CollectionDesignsPage() {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [urlParams, setUrlParams] = useSearchParams();
  const collections = useCollectionsQuery();
  const [editing, setEditing] = useState<AdminCollection | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCollection | null>(null);
  const [remove, removing] = useDeleteCollectionMutation();
  const chosenId = Number(urlParams.get('collection')) || null;
  const chosen = collections.data?.find((collection) => collection._id === chosenId) ?? null;

  const choose = (id: number) =>
    setUrlParams((current) => {
      const next = new URLSearchParams(current);
      next.set('collection', String(id));
      next.delete('page');
      return next;
    });

  const confirmDelete = async (collection: AdminCollection) => {
    try {
      const answer = await remove(collection._id).unwrap();
      feedback.succeeded(answer.message ?? t('catalogueAdmin.common.deleted'));
      setDeleting(null);
    } catch (error) {
      feedback.failed(error);
    }
  };

  const columns: Column<AdminCollection>[] = [
    { id: 'name', header: t('catalogueAdmin.common.name'), cell: (row) => row.name, hideable: false },
    { id: 'sort', header: t('catalogueAdmin.groups.sortOrder'), cell: (row) => row.sort_order },
    { id: 'designs', header: t('catalogueAdmin.groups.designs'), cell: (row) => row.design_count },
    {
      id: 'actions',
      header: t('catalogueAdmin.common.actions'),
      hideable: false,
      cell: (row) => (
        <>
          <Button
            size="sm"
            variant={row._id === chosenId ? 'primary' : 'secondary'}
            onClick={() => choose(row._id)}
          >
            {t('catalogueAdmin.collections.open')}
          </Button>{' '}
          <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
            {t('catalogueAdmin.common.edit')}
          </Button>{' '}
          <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
            {t('catalogueAdmin.common.delete')}
          </Button>
        </>
      ),
    },
  ];

  return (
    <Page
      title={t('catalogueAdmin.collections.title')}
      intro={t('catalogueAdmin.collections.intro')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('catalogueAdmin.collections.new')}
        </Button>
      }
    >
      <Table
        label={t('catalogueAdmin.collections.listLabel')}
        rows={collections.data ?? []}
        columns={columns}
        rowId={(row) => String(row._id)}
        loading={collections.isLoading}
        error={collections.isError ? t('catalogueAdmin.common.loadFailed') : undefined}
      />
      {chosen && <CollectionDesigns key={chosen._id} collection={chosen} />}
      {editing && (
        <CollectionDialog collection={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          danger
          title={t('catalogueAdmin.collections.deleteTitle', { name: deleting.name })}
          confirmLabel={t('catalogueAdmin.common.delete')}
          cancelLabel={t('catalogueAdmin.common.cancel')}
          pending={removing.isLoading}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}

function CollectionDesigns({ collection }: { collection: AdminCollection }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const params = useListParams(NO_FILTERS);
  const list = useCollectionDesignsQuery({ id: collection._id, page: params.page });
  const [selected, setSelected] = useState<string[]>([]);
  const [change, changing] = useChangeCollectionDesignsMutation();

  const run = async (kind: 'add' | 'remove', designIds: string[]) => {
    try {
      const answer = await change({ id: collection._id, change: kind, designIds }).unwrap();
      feedback.succeeded(
        answer.message ?? t('catalogueAdmin.common.changed', { count: answer.data.changed }),
      );
      setSelected([]);
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <Panel title={t('catalogueAdmin.collections.designsOf', { name: collection.name })}>
      <StatusLine>{t('catalogueAdmin.mapping.selected', { count: selected.length })}</StatusLine>
      <Button
        variant="secondary"
        disabled={selected.length === 0}
        loading={changing.isLoading}
        onClick={() => void run('remove', selected)}
      >
        {t('catalogueAdmin.common.remove')}
      </Button>
      <PagedList
        label={t('catalogueAdmin.collections.designsOf', { name: collection.name })}
        params={params}
        rows={list.data?.rows ?? []}
        total={list.data?.count ?? 0}
        pageSize={list.data?.limit ?? 50}
        columns={designColumns(t)}
        rowId={(row) => row.design_id}
        rowLabel={(row) => row.design}
        selected={selected}
        onSelectionChange={setSelected}
        loading={list.isLoading}
        error={list.isError ? t('catalogueAdmin.common.loadFailed') : undefined}
      />
      <Panel title={t('catalogueAdmin.collections.addDesign')}>
        <DesignPicker chosen={null} onChoose={(id) => void run('add', [id])} />
      </Panel>
    </Panel>
  );
}
