import type { AdminCollection } from '@atelier/contracts/catalogue';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { FormDialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { FieldGrid } from '../../ui/Page';
import {
  COLLECTION_FIELDS,
  collectionValues,
  toCollectionBody,
  type CollectionValues,
} from './collectionForm';
import { useSaveCollectionMutation } from './groupsAdminApi';

const FIELDS = Object.keys(COLLECTION_FIELDS) as Path<CollectionValues>[];

/** collection-designs (add / rename): a collection's name and order. */
export function CollectionDialog({
  collection,
  onClose,
}: {
  /** null: a new collection. */
  collection: AdminCollection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const form = useSpecForm<CollectionValues>(COLLECTION_FIELDS, collectionValues(collection));
  const { errors } = form.formState;
  const [save, saving] = useSaveCollectionMutation();

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save({ id: collection?._id ?? null, body: toCollectionBody(values) }).unwrap();
      feedback.succeeded(answer.message ?? t('catalogueAdmin.common.saved'));
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <FormDialog
      title={
        collection
          ? t('catalogueAdmin.collections.editTitle', { name: collection.name })
          : t('catalogueAdmin.collections.new')
      }
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={saving.isLoading}
      cancelLabel={t('catalogueAdmin.common.cancel')}
      saveLabel={t('catalogueAdmin.common.save')}
    >
      <FieldGrid>
        <TextField
          label={t('catalogueAdmin.common.name')}
          required
          autoComplete="off"
          {...form.register('name')}
          error={fieldError(errors, 'name')}
        />
        <TextField
          label={t('catalogueAdmin.groups.sortOrder')}
          inputMode="numeric"
          {...form.register('sortOrder')}
          error={fieldError(errors, 'sortOrder')}
        />
      </FieldGrid>
    </FormDialog>
  );
}
