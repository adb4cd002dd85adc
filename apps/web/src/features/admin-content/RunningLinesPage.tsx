import type { RunningLineView } from '@atelier/contracts/admin';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Badge } from '../../ui/Badge';
import { Button, buttonClass } from '../../ui/Button';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { FormLayout, Page, Panel } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import {
  useDeleteRunningLineMutation,
  useRunningLinesQuery,
  useUpdateRunningLineMutation,
} from './contentAdminApi';
import { LINE_FIELDS, lineValues, toLineBody, type LineValues } from './lineForm';
import { LineTextFields, useLineFieldName } from './LineTextFields';
import { swapPositions } from './linePositions';

const FIELDS = Object.keys(LINE_FIELDS) as Path<LineValues>[];

/** running-lines: the header's ticker in order; move, show or hide, edit and delete each line. */
export function RunningLinesPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const feedback = useFormFeedback();
  const { data = [], isLoading, isError } = useRunningLinesQuery();
  const [update, updating] = useUpdateRunningLineMutation();
  const [editing, setEditing] = useState<RunningLineView | null>(null);
  const [deleting, setDeleting] = useState<RunningLineView | null>(null);

  const change = async (changes: ReadonlyArray<{ id: string; position?: number; visible?: boolean }>) => {
    try {
      for (const { id, ...body } of changes) await update({ id, body }).unwrap();
    } catch (error) {
      feedback.failed(error);
    }
  };

  const columns: Column<RunningLineView>[] = [
    { id: 'text', header: t('content.admin.lines.text'), wrap: true, cell: (row) => row.text },
    {
      id: 'languages',
      header: t('content.admin.lines.languages'),
      cell: (row) => ['en', ...Object.keys(row.texts)].join(', '),
    },
    {
      id: 'visible',
      header: t('content.admin.lines.shown'),
      cell: (row) =>
        row.visible ? (
          <Badge tone="success">{t('content.admin.lines.yes')}</Badge>
        ) : (
          <Badge>{t('content.admin.lines.no')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: t('content.admin.common.actions'),
      hideable: false,
      cell: (row) => {
        const index = data.findIndex((line) => line.id === row.id);
        return (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('content.admin.lines.up', { text: row.text })}
              disabled={index <= 0 || updating.isLoading}
              onClick={() => void change(swapPositions(data, index, index - 1))}
            >
              ↑
            </Button>{' '}
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('content.admin.lines.down', { text: row.text })}
              disabled={index >= data.length - 1 || updating.isLoading}
              onClick={() => void change(swapPositions(data, index, index + 1))}
            >
              ↓
            </Button>{' '}
            <Button
              size="sm"
              variant="secondary"
              disabled={updating.isLoading}
              onClick={() => void change([{ id: row.id, visible: !row.visible }])}
            >
              {row.visible ? t('content.admin.lines.hide') : t('content.admin.lines.show')}
            </Button>{' '}
            <Button size="sm" variant="secondary" onClick={() => setEditing(row)}>
              {t('content.admin.common.edit')}
            </Button>{' '}
            <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
              {t('content.admin.common.delete')}
            </Button>
          </>
        );
      },
    },
  ];

  return (
    <Page
      title={t('content.admin.lines.title')}
      intro={t('content.admin.lines.intro')}
      actions={
        <Link className={buttonClass({ variant: 'primary' })} to={localize('/Admin/upload-running-line')}>
          {t('content.admin.lines.add')}
        </Link>
      }
    >
      <Panel>
        <Table
          label={t('content.admin.lines.title')}
          rows={data}
          columns={columns}
          rowId={(row) => row.id}
          loading={isLoading}
          error={isError ? t('content.admin.common.loadFailed') : undefined}
          empty={t('content.admin.lines.empty')}
        />
      </Panel>
      {editing && <RunningLineDialog line={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteLineDialog line={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}

function RunningLineDialog({ line, onClose }: { line: RunningLineView; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const lineFieldName = useLineFieldName();
  const form = useSpecForm<LineValues>(
    LINE_FIELDS,
    lineValues(line.text, line.texts, line.visible),
    lineFieldName,
  );
  const [update, updating] = useUpdateRunningLineMutation();

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await update({ id: line.id, body: toLineBody(values) }).unwrap();
      feedback.succeeded(answer.message ?? t('content.admin.common.saved'));
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      title={t('content.admin.lines.editTitle')}
    >
      <FormLayout
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('content.admin.common.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={updating.isLoading}>
              {t('content.admin.common.save')}
            </Button>
          </>
        }
      >
        <LineTextFields register={form.register} errors={form.formState.errors} />
      </FormLayout>
    </Dialog>
  );
}

function DeleteLineDialog({ line, onClose }: { line: RunningLineView; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [remove, removing] = useDeleteRunningLineMutation();
  const confirm = async () => {
    try {
      const answer = await remove(line.id).unwrap();
      feedback.succeeded(answer.message);
      onClose();
    } catch (error) {
      feedback.failed(error);
    }
  };
  return (
    <ConfirmDialog
      open
      danger
      title={t('content.admin.lines.confirmDelete', { text: line.text })}
      confirmLabel={t('content.admin.common.delete')}
      cancelLabel={t('content.admin.common.cancel')}
      pending={removing.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{line.text}</p>
    </ConfirmDialog>
  );
}
