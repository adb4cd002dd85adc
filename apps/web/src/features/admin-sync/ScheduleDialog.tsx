import type { SyncScheduleView } from '@atelier/contracts/sync';
import { useCallback } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { FormDialog } from '../../ui/Dialog';
import { Checkbox, TextField } from '../../ui/Field';
import { FieldGrid } from '../../ui/Page';
import { SYNC_SCHEDULE_FIELDS, scheduleValues, type ScheduleValues, toScheduleBody } from './scheduleForm';
import { useUpdateSyncScheduleMutation } from './syncAdminApi';

const FIELDS = Object.keys(SYNC_SCHEDULE_FIELDS) as Path<ScheduleValues>[];

/** activate-cron: one job's cron expression and whether it runs; the server says if the expression parses. */
export function ScheduleDialog({ schedule, onClose }: { schedule: SyncScheduleView; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const fieldName = useCallback((field: keyof ScheduleValues) => t(`sync.schedules.fields.${field}`), [t]);
  const form = useSpecForm<ScheduleValues>(SYNC_SCHEDULE_FIELDS, scheduleValues(schedule), fieldName);
  const { errors } = form.formState;
  const [save, saving] = useUpdateSyncScheduleMutation();

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save({ job: schedule.job, body: toScheduleBody(values) }).unwrap();
      feedback.succeeded(answer.message ?? t('sync.schedules.saved'));
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <FormDialog
      title={t('sync.schedules.editTitle', { job: t(`sync.jobs.${schedule.job}`) })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={saving.isLoading}
      cancelLabel={t('sync.schedules.cancel')}
      saveLabel={t('sync.schedules.save')}
    >
      <FieldGrid>
        <TextField
          label={t('sync.schedules.fields.cron')}
          hint={t('sync.schedules.cronHint')}
          required
          autoComplete="off"
          spellCheck={false}
          {...form.register('cron')}
          error={fieldError(errors, 'cron')}
        />
        <Checkbox
          label={t('sync.schedules.enabledLabel')}
          {...form.register('enabled')}
          error={fieldError(errors, 'enabled')}
        />
      </FieldGrid>
    </FormDialog>
  );
}
