import type { AdminMenuNode } from '@atelier/contracts/catalogue';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SORT_OPTIONS } from '../../api/catalogue';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Checkbox, Select, TextField } from '../../ui/Field';
import { FieldGrid, FormLayout } from '../../ui/Page';
import { MENU_FIELDS, menuValues, toMenuBody, type MenuValues } from './menuForm';
import { useCreateMenuItemMutation, useUpdateMenuItemMutation } from './menusAdminApi';
import { TitleTabs } from './TitleTabs';

const FIELDS = [...Object.keys(MENU_FIELDS), 'titles'] as Path<MenuValues>[];

export type MenuEdit = { node: AdminMenuNode } | { parent: AdminMenuNode | null };

/** menu-management: a new entry (top item, or under `parent`) or an existing one. */
export function MenuItemDialog({ edit, onClose }: { edit: MenuEdit; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const node = 'node' in edit ? edit.node : null;
  const parent = 'parent' in edit ? edit.parent : null;
  const form = useSpecForm<MenuValues>(MENU_FIELDS, menuValues(node));
  const { errors } = form.formState;
  const [create, creating] = useCreateMenuItemMutation();
  const [update, updating] = useUpdateMenuItemMutation();
  const pending = creating.isLoading || updating.isLoading;

  const save = form.handleSubmit(async (values) => {
    const body = toMenuBody(values);
    try {
      const answer = node
        ? await update({ id: node._id, body }).unwrap()
        : await create({ ...body, ...(parent ? { parentId: parent._id } : {}) }).unwrap();
      feedback.succeeded(answer.message ?? t('menus.common.saved'));
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  const title = node
    ? t('menus.menus.editTitle', { name: node.title })
    : parent
      ? t('menus.menus.newUnder', { name: parent.title })
      : t('menus.menus.newTitle');

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size="wide">
      <FormLayout
        onSubmit={(event) => void save(event)}
        actions={
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('menus.common.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={pending}>
              {pending ? t('menus.common.saving') : t('menus.common.save')}
            </Button>
          </>
        }
      >
        <TitleTabs form={form} label={t('menus.filters.titles')} />
        <FieldGrid>
          <TextField
            label={t('menus.menus.urlPath')}
            required
            autoComplete="off"
            hint={t('menus.menus.urlPathHint')}
            {...form.register('urlPath')}
            error={fieldError(errors, 'urlPath')}
          />
          <TextField
            label={t('menus.menus.link')}
            autoComplete="off"
            hint={t('menus.menus.linkHint')}
            {...form.register('url')}
            error={fieldError(errors, 'url')}
          />
          <Select
            label={t('menus.menus.sortBy')}
            options={[
              { value: '', label: t('menus.menus.defaultSort') },
              ...SORT_OPTIONS.map((value) => ({ value, label: t(`listing.sorts.${value}`) })),
            ]}
            {...form.register('sortBy')}
            error={fieldError(errors, 'sortBy')}
          />
        </FieldGrid>
        <FieldGrid>
          <Checkbox label={t('menus.menus.clickable')} {...form.register('isSubmenu1Clickable')} />
          <Checkbox label={t('menus.menus.style')} {...form.register('isStyle')} />
          <Checkbox label={t('menus.menus.isNew')} {...form.register('isNew')} />
        </FieldGrid>
      </FormLayout>
    </Dialog>
  );
}
