import type { DesignAuditEntry, FieldChange } from '@atelier/contracts/catalogue';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { Table, type Column } from '../../ui/Table';
import { getLanguage, type LanguageCode } from '../../i18n/languages';
import { selectLanguage } from '../../app/language/languageSelectors';
import styles from './DesignForm.module.css';

/** When a change was made, to the minute (UTC, as the server keeps it). */
export function formatWhen(iso: string, language: LanguageCode): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(getLanguage(language).htmlLang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

function shown(value: FieldChange['before']): string {
  if (value === null || value === '') return '—';
  return String(value);
}

/** "field: before → after" lines of one audit entry. */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return <>—</>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          {change.field}: {shown(change.before)} → {shown(change.after)}
        </li>
      ))}
    </ul>
  );
}

/** A design's audit entries, newest first: version, action, who, when and each field's change. */
export function DesignAuditTable({
  label,
  entries,
  loading = false,
}: {
  label: string;
  entries: readonly DesignAuditEntry[];
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const rows = useMemo(() => [...entries].sort((a, b) => b.version - a.version), [entries]);
  const columns = useMemo<Column<DesignAuditEntry>[]>(
    () => [
      { id: 'version', header: t('designs.manage.version'), cell: (entry) => entry.version },
      {
        id: 'action',
        header: t('designs.manage.action'),
        cell: (entry) => t(`designs.actions.${entry.action}`),
      },
      {
        id: 'who',
        header: t('designs.manage.who'),
        cell: (entry) => entry.userId ?? t('designs.manage.nobody'),
      },
      { id: 'when', header: t('designs.manage.when'), cell: (entry) => formatWhen(entry.at, language) },
      {
        id: 'changes',
        header: t('designs.manage.changes'),
        wrap: true,
        cell: (entry) => <ChangeList changes={entry.changes} />,
      },
    ],
    [t, language],
  );
  return (
    <Table
      label={label}
      rows={rows}
      columns={columns}
      rowId={(entry) => String(entry.version)}
      loading={loading}
      empty={t('designs.manage.auditEmpty')}
    />
  );
}
