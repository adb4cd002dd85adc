import type { AdminFilter, IdFilter } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Checkbox, Select, TextField } from '../../ui/Field';
import { FieldGrid, FormLayout } from '../../ui/Page';
import { ChoiceList } from './ChoiceList';
import {
  FILTER_FIELDS,
  filterValues,
  freeKinds,
  toFilterBody,
  valuesOfKind,
  type FilterValues,
} from './filterForm';
import { useCreateFilterMutation, useFilterLookupsQuery, useUpdateFilterMutation } from './menusAdminApi';
import { TitleTabs } from './TitleTabs';
import { toggleId } from './menuTree';

const FIELDS = [...Object.keys(FILTER_FIELDS), 'titles', 'valueIds'] as Path<FilterValues>[];

/** create-multi-filter / dynamic-multi-filter: a filter's title per language, order, shown flag and values. */
export function FilterDialog({
  filter,
  filters,
  onClose,
}: {
  /** null: a new filter. */
  filter: AdminFilter | null;
  filters: readonly AdminFilter[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const kinds = freeKinds(filters, filter);
  const form = useSpecForm<FilterValues>(FILTER_FIELDS, filterValues(filter, kinds[0] ?? ''));
  const { errors } = form.formState;
  const lookups = useFilterLookupsQuery();
  const [valueIds, setValueIds] = useState<number[]>(filter?.value_ids ?? []);
  const [create, creating] = useCreateFilterMutation();
  const [update, updating] = useUpdateFilterMutation();
  const pending = creating.isLoading || updating.isLoading;
  const kind = String(form.watch('kind'));
  const values = valuesOfKind(lookups.data, kind);

  const save = form.handleSubmit(async (formValues) => {
    const body = toFilterBody(formValues, valueIds);
    try {
      const answer = filter
        ? await update({ id: filter._id, body }).unwrap()
        : await create({ ...body, kind: String(formValues.kind) as IdFilter }).unwrap();
      feedback.succeeded(answer.message ?? t('menus.common.saved'));
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={filter ? t('menus.filters.editTitle', { name: filter.title }) : t('menus.filters.newTitle')}
      size="wide"
    >
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
        <FieldGrid>
          <Select
            label={t('menus.filters.kind')}
            required
            disabled={filter !== null}
            options={kinds.map((value: IdFilter) => ({ value, label: t(`listing.groups.${value}`) }))}
            {...form.register('kind', { onChange: () => setValueIds([]) })}
            error={fieldError(errors, 'kind')}
          />
          <TextField
            label={t('menus.filters.order')}
            inputMode="numeric"
            {...form.register('sortOrder')}
            error={fieldError(errors, 'sortOrder')}
          />
          <Checkbox label={t('menus.filters.active')} {...form.register('active')} />
        </FieldGrid>
        <TitleTabs form={form} label={t('menus.filters.titles')} />
        <ChoiceList
          legend={t('menus.filters.values')}
          hint={values.length > 0 ? t('menus.filters.valuesHint') : t('menus.filters.noValues')}
        >
          {values.map((value) => (
            <Checkbox
              key={value.id}
              label={value.name}
              checked={valueIds.includes(value.id)}
              onChange={(event) => setValueIds((ids) => toggleId(ids, value.id, event.target.checked))}
            />
          ))}
        </ChoiceList>
        {fieldError(errors, 'valueIds') && <p role="alert">{fieldError(errors, 'valueIds')}</p>}
      </FormLayout>
    </Dialog>
  );
}
