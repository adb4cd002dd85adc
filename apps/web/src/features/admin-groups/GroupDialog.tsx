import type { AdminGroup } from '@atelier/contracts/catalogue';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GroupLevel } from '../../api/catalogue-admin';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { FormDialog } from '../../ui/Dialog';
import { Checkbox, Select, TextField } from '../../ui/Field';
import { FieldGrid } from '../../ui/Page';
import { TitleTabs } from '../admin-menus';
import { GROUP_FIELDS, groupValues, toGroupBody, type GroupValues } from './groupForm';
import { useAllGroupsQuery, useSaveGroupMutation } from './groupsAdminApi';

const FIELDS = Object.keys(GROUP_FIELDS) as Path<GroupValues>[];

/** manage-group (add / edit): a group's name per language, order and shown flag; a sub group's main group. */
export function GroupDialog({
  level,
  group,
  onClose,
}: {
  level: GroupLevel;
  /** null: a new group. */
  group: AdminGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const groups = useAllGroupsQuery(undefined, { skip: level === 'main' });
  const mains = groups.data?.main ?? [];
  const form = useSpecForm<GroupValues>(GROUP_FIELDS, groupValues(group, mains[0]?._id));
  const { errors } = form.formState;
  const [save, saving] = useSaveGroupMutation();

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save({ level, id: group?._id ?? null, body: toGroupBody(level, values) }).unwrap();
      feedback.succeeded(answer.message ?? t('catalogueAdmin.common.saved'));
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <FormDialog
      title={
        group
          ? t('catalogueAdmin.groups.editTitle', { name: group.name })
          : t(`catalogueAdmin.groups.new_${level}`)
      }
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={saving.isLoading}
      cancelLabel={t('catalogueAdmin.common.cancel')}
      saveLabel={t('catalogueAdmin.common.save')}
      size="wide"
    >
      <FieldGrid>
        {level === 'sub' && (
          <Select
            label={t('catalogueAdmin.groups.mainGroup')}
            required
            placeholder={t('catalogueAdmin.groups.pickMain')}
            options={mains.map((main) => ({ value: String(main._id), label: main.name }))}
            {...form.register('mainGroupId')}
            error={fieldError(errors, 'mainGroupId')}
          />
        )}
        <TextField
          label={t('catalogueAdmin.groups.sortOrder')}
          inputMode="numeric"
          {...form.register('sortOrder')}
          error={fieldError(errors, 'sortOrder')}
        />
        <Checkbox label={t('catalogueAdmin.groups.active')} {...form.register('active')} />
      </FieldGrid>
      <TitleTabs form={form} label={t('catalogueAdmin.groups.names')} />
    </FormDialog>
  );
}
