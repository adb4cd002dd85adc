import type { SyncRunView } from '@atelier/contracts/sync';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectLanguage } from '../../app/language/languageSelectors';
import { useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../i18n/formatDate';
import { useLocalize } from '../../i18n/useLocalize';
import { Badge } from '../../ui/Badge';
import { Details } from '../../ui/Page';
import styles from './SyncRuns.module.css';
import { errorsLinkOf, formatCount, RUN_TONES } from './syncRunRules';

/** One run's progress as last polled: counts, rate, what remains, and where its errors are. */
export function RunProgress({ run }: { run: SyncRunView }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const localize = useLocalize();
  const errorsLink = errorsLinkOf(run);
  const number = (value: number) => formatCount(value, language);
  return (
    <>
      <p>
        <Badge tone={RUN_TONES[run.status]}>{t(`sync.runStatuses.${run.status}`)}</Badge>{' '}
        {t('sync.runs.progress', { processed: number(run.processed), total: number(run.total) })}
      </p>
      <progress
        className={styles.progress}
        aria-label={t('sync.runs.progressLabel')}
        max={Math.max(run.total, 1)}
        value={run.total === 0 ? (run.status === 'running' ? 0 : 1) : run.processed}
      />
      <Details
        items={[
          [t('sync.runs.kinds'), run.jobs.map((job) => t(`sync.jobs.${job}`)).join(', ')],
          [t('sync.runs.trigger'), t(`sync.runs.triggers.${run.trigger}`)],
          [t('sync.runs.applied'), number(run.applied)],
          [`${t('sync.runs.skipped')} (${t('sync.runs.skippedHint')})`, number(run.skipped)],
          [
            t('sync.runs.errors'),
            <>
              {number(run.errors)}
              {errorsLink && (
                <>
                  {' '}
                  <Link to={localize(errorsLink)}>{t('sync.runs.seeErrors')}</Link>
                </>
              )}
            </>,
          ],
          [t('sync.runs.rate'), t('sync.runs.rateValue', { rate: number(run.rate) })],
          [t('sync.runs.remaining'), number(run.remaining)],
          [t('sync.runs.startedAt'), formatDateTime(run.startedAt, language)],
          [t('sync.runs.finishedAt'), formatDateTime(run.finishedAt, language) || '—'],
          ...(run.failure ? [[t('sync.runs.failure'), run.failure] as const] : []),
        ]}
      />
    </>
  );
}
