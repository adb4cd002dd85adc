import type { AdminMenuNode } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { MenuItemDialog, type MenuEdit } from './MenuItemDialog';
import { MenuTree } from './MenuTree';
import { useDeleteMenuItemMutation, useMenuTreeQuery, useReorderMenuMutation } from './menusAdminApi';

/** menu-management and page-index: the storefront mega-menu, edited in place. */
export function MenuManagementPage() {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const tree = useMenuTreeQuery();
  const [edit, setEdit] = useState<MenuEdit | null>(null);
  const [deleting, setDeleting] = useState<AdminMenuNode | null>(null);
  const [reorder] = useReorderMenuMutation();
  const [remove, removal] = useDeleteMenuItemMutation();

  const onReorder = (parentId: string | null, ids: string[]) => {
    reorder({ parentId, ids })
      .unwrap()
      .then(
        () => feedback.succeeded(t('menus.menus.moved')),
        (error: unknown) => feedback.failed(error),
      );
  };

  return (
    <Page
      title={t('menus.menus.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('menus.menus.intro')}
      actions={
        <Button variant="primary" onClick={() => setEdit({ parent: null })}>
          {t('menus.menus.addTop')}
        </Button>
      }
    >
      <Panel title={t('menus.menus.tree')}>
        {tree.isLoading && <StatusLine>{t('menus.common.loading')}</StatusLine>}
        {tree.isError && <StatusLine>{t('menus.common.loadFailed')}</StatusLine>}
        {tree.data?.length === 0 && <StatusLine>{t('menus.menus.empty')}</StatusLine>}
        {tree.data && (
          <MenuTree
            nodes={tree.data}
            actions={{
              onReorder,
              onAdd: (parent) => setEdit({ parent }),
              onEdit: (node) => setEdit({ node }),
              onDelete: setDeleting,
            }}
          />
        )}
      </Panel>
      {edit && <MenuItemDialog edit={edit} onClose={() => setEdit(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('menus.menus.deleteTitle')}
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
        {deleting && <p>{t('menus.menus.deleteIntro', { name: deleting.title })}</p>}
      </ConfirmDialog>
    </Page>
  );
}
