import type { AdminGroup } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../api/baseApi';
import type { GroupLevel } from '../../api/catalogue-admin';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Badge } from '../../ui/Badge';
import { Button, buttonClass } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { Tabs } from '../../ui/Tabs';
import { GroupDialog } from './GroupDialog';
import { useDeleteGroupMutation, useGroupsPageQuery } from './groupsAdminApi';

const LEVELS: readonly GroupLevel[] = ['main', 'sub'];
const NO_FILTERS = [] as const;

/** manage-group: main groups and sub groups, each a server-paged list with add, edit and delete. */
export function ManageGroupPage() {
  const { t } = useTranslation();
  const [level, setLevel] = useState<GroupLevel>('main');
  const [, setParams] = useSearchParams();
  // The other level's list starts on its first page.
  const chooseLevel = (id: string) => {
    setLevel(id === 'sub' ? 'sub' : 'main');
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      return next;
    });
  };
  return (
    <Page title={t('catalogueAdmin.groups.title')} intro={t('catalogueAdmin.groups.intro')}>
      <Tabs
        label={t('catalogueAdmin.groups.title')}
        value={level}
        onValueChange={chooseLevel}
        tabs={LEVELS.map((id) => ({
          id,
          label: t(`catalogueAdmin.groups.level_${id}`),
          content: id === level ? <GroupList level={id} /> : null,
        }))}
      />
    </Page>
  );
}

function GroupList({ level }: { level: GroupLevel }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const params = useListParams(NO_FILTERS);
  const page = useGroupsPageQuery({ level, page: params.page });
  const [editing, setEditing] = useState<AdminGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminGroup | null>(null);
  const columns: Column<AdminGroup>[] = [
    { id: 'name', header: t('catalogueAdmin.groups.name'), cell: (group) => group.name, hideable: false },
    { id: 'sort', header: t('catalogueAdmin.groups.sortOrder'), cell: (group) => group.sort_order },
    {
      id: 'active',
      header: t('catalogueAdmin.groups.active'),
      cell: (group) =>
        group.active ? (
          <Badge tone="success">{t('catalogueAdmin.groups.shown')}</Badge>
        ) : (
          <Badge>{t('catalogueAdmin.groups.hidden')}</Badge>
        ),
    },
    { id: 'designs', header: t('catalogueAdmin.groups.designs'), cell: (group) => group.design_count },
    {
      id: 'actions',
      header: t('catalogueAdmin.common.actions'),
      hideable: false,
      cell: (group) => (
        <>
          <Button size="sm" variant="secondary" onClick={() => setEditing(group)}>
            {t('catalogueAdmin.common.edit')}
          </Button>{' '}
          <Button size="sm" variant="ghost" onClick={() => setDeleting(group)}>
            {t('catalogueAdmin.common.delete')}
          </Button>{' '}
          <Link
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            to={localize(`/Admin/catalogue-change-log?entityType=${level}_group&entityId=${group._id}`)}
          >
            {t('catalogueAdmin.log.history')}
          </Link>
        </>
      ),
    },
  ];
  return (
    <>
      <Button variant="primary" onClick={() => setEditing('new')}>
        {t(`catalogueAdmin.groups.new_${level}`)}
      </Button>
      <PagedList
        label={t(`catalogueAdmin.groups.level_${level}`)}
        params={params}
        rows={page.data?.rows ?? []}
        total={page.data?.count ?? 0}
        pageSize={page.data?.limit ?? 50}
        columns={columns}
        rowId={(group) => String(group._id)}
        loading={page.isLoading}
        error={page.isError ? t('catalogueAdmin.common.loadFailed') : undefined}
      />
      {editing && (
        <GroupDialog
          level={level}
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteGroupDialog level={level} group={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function DeleteGroupDialog({
  level,
  group,
  onClose,
}: {
  level: GroupLevel;
  group: AdminGroup;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [remove, removing] = useDeleteGroupMutation();
  const [inUse, setInUse] = useState<string | null>(null);
  const confirm = async () => {
    try {
      const answer = await remove({ level, id: group._id }).unwrap();
      feedback.succeeded(answer.message ?? t('catalogueAdmin.common.deleted'));
      onClose();
    } catch (error) {
      // A group still in use stays: say so in the dialog, where the admin is looking.
      if (isApiFailure(error) && error.status === 409) setInUse(error.message);
      else feedback.failed(error);
    }
  };
  return (
    <ConfirmDialog
      open
      danger
      title={t('catalogueAdmin.groups.deleteTitle', { name: group.name })}
      confirmLabel={t('catalogueAdmin.common.delete')}
      cancelLabel={t('catalogueAdmin.common.cancel')}
      pending={removing.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{t('catalogueAdmin.groups.deleteIntro', { count: group.design_count })}</p>
      {inUse && (
        <p role="alert">
          <strong>{t('catalogueAdmin.groups.inUse')}</strong> {inUse}
        </p>
      )}
    </ConfirmDialog>
  );
}
