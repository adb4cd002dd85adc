import { type AdminLookupName, LOOKUP_NAME_KINDS, type LookupNameKind } from '@atelier/contracts/catalogue';
import { useMemo, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { FormDialog } from '../../ui/Dialog';
import { Select, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import { Tabs } from '../../ui/Tabs';
import { OTHER_LANGUAGES, TITLE_FIELDS, type TitleField, titleValues, toTitles } from '../admin-menus';
import { useLookupNamesQuery, useSaveLookupNamesMutation } from './groupsAdminApi';

type NameValues = Record<TitleField, string>;
const FIELDS = OTHER_LANGUAGES.map((language) => `title_${language}` as const) as Path<NameValues>[];

function isKind(value: string): value is LookupNameKind {
  return (LOOKUP_NAME_KINDS as readonly string[]).includes(value);
}

/** One lookup's names in the other languages; English is the lookup's own name and the fallback. */
function NamesDialog({
  kind,
  row,
  onClose,
}: {
  kind: LookupNameKind;
  row: AdminLookupName;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const form = useSpecForm<NameValues>(TITLE_FIELDS, titleValues(row.name, row.names));
  const { errors } = form.formState;
  const [save, saving] = useSaveLookupNamesMutation();

  const submit = form.handleSubmit(async (values) => {
    try {
      await save({ kind, id: row._id, names: toTitles(values) }).unwrap();
      feedback.succeeded(t('catalogueAdmin.common.saved'));
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <FormDialog
      title={t('catalogueAdmin.lookupNames.editTitle', { name: row.name })}
      description={t('catalogueAdmin.lookupNames.fallback')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={saving.isLoading}
      cancelLabel={t('catalogueAdmin.common.cancel')}
      saveLabel={t('catalogueAdmin.common.save')}
    >
      <Tabs
        label={t('catalogueAdmin.lookupNames.languages')}
        tabs={OTHER_LANGUAGES.map((language) => ({
          id: language,
          label: t(`menus.languages.${language}`),
          content: (
            <TextField
              label={t('catalogueAdmin.lookupNames.nameIn', { language: t(`menus.languages.${language}`) })}
              placeholder={row.name}
              autoComplete="off"
              {...form.register(`title_${language}`)}
              error={fieldError(errors, `title_${language}`)}
            />
          ),
        }))}
      />
    </FormDialog>
  );
}

/** lookup-names: metal, shade, quality, stone and shape names per language (permission `designs`). */
export function LookupNamesPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LookupNameKind>('metals');
  const [editing, setEditing] = useState<AdminLookupName>();
  const list = useLookupNamesQuery(kind);

  const columns = useMemo<Column<AdminLookupName>[]>(
    () => [
      {
        id: 'name',
        header: t('catalogueAdmin.lookupNames.english'),
        hideable: false,
        cell: (row) => row.name,
      },
      {
        id: 'names',
        header: t('catalogueAdmin.lookupNames.translated'),
        wrap: true,
        cell: (row) =>
          OTHER_LANGUAGES.filter((language) => row.names[language])
            .map((language) => `${language}: ${row.names[language] ?? ''}`)
            .join(' · ') || t('catalogueAdmin.lookupNames.none'),
      },
      {
        id: 'actions',
        header: t('catalogueAdmin.lookupNames.actions'),
        hideable: false,
        cell: (row) => (
          <Button variant="ghost" size="sm" onClick={() => setEditing(row)}>
            {t('catalogueAdmin.lookupNames.edit')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <Page
      title={t('catalogueAdmin.lookupNames.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('catalogueAdmin.lookupNames.intro')}
    >
      <Select
        label={t('catalogueAdmin.lookupNames.kind')}
        name="kind"
        value={kind}
        options={LOOKUP_NAME_KINDS.map((value) => ({
          value,
          label: t(`catalogueAdmin.lookupNames.kinds.${value}`),
        }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isKind(value)) setKind(value);
        }}
      />
      <Table
        label={t(`catalogueAdmin.lookupNames.kinds.${kind}`)}
        rows={list.data ?? []}
        columns={columns}
        rowId={(row) => String(row._id)}
        loading={list.isFetching}
        empty={t('catalogueAdmin.lookupNames.empty')}
        error={list.isError ? t('catalogueAdmin.common.loadFailed') : undefined}
      />
      {editing && <NamesDialog kind={kind} row={editing} onClose={() => setEditing(undefined)} />}
    </Page>
  );
}
