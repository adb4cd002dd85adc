import { SYNC_JOBS, type SyncJob, type SyncRunView } from '@atelier/contracts/sync';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Field';
import { FieldGrid, FormLayout } from '../../ui/Page';
import { useStartSyncRunMutation } from './syncAdminApi';

/**
 * sellease-sync: a partial run of the kinds ticked, or a full one of every kind. The server refuses an
 * empty or unknown selection too; here the partial button waits for a tick.
 */
export function StartSyncForm({ onStarted }: { onStarted: (run: SyncRunView) => void }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [chosen, setChosen] = useState<readonly SyncJob[]>(SYNC_JOBS);
  const [start, starting] = useStartSyncRunMutation();

  const run = async (jobs: readonly SyncJob[]) => {
    try {
      const answer = await start(jobs).unwrap();
      feedback.succeeded(answer.message ?? t('sync.runs.started'));
      onStarted(answer.data);
    } catch (error) {
      feedback.failed(error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(chosen);
  };

  const toggle = (job: SyncJob, on: boolean) =>
    setChosen((current) => SYNC_JOBS.filter((each) => (each === job ? on : current.includes(each))));

  return (
    <FormLayout
      aria-label={t('sync.runs.startTitle')}
      onSubmit={submit}
      actions={
        <>
          <Button
            type="submit"
            disabled={chosen.length === 0 || starting.isLoading}
            loading={starting.isLoading}
          >
            {t('sync.runs.startSelected')}
          </Button>
          <Button variant="primary" loading={starting.isLoading} onClick={() => void run(SYNC_JOBS)}>
            {t('sync.runs.startFull')}
          </Button>
        </>
      }
    >
      <FieldGrid legend={t('sync.runs.jobsLegend')}>
        {SYNC_JOBS.map((job) => (
          <Checkbox
            key={job}
            label={t(`sync.jobs.${job}`)}
            name="jobs"
            value={job}
            checked={chosen.includes(job)}
            onChange={(event) => toggle(job, event.target.checked)}
          />
        ))}
      </FieldGrid>
    </FormLayout>
  );
}
