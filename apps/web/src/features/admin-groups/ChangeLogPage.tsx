import { CHANGE_LOG_ENTITIES, type ChangeLogEntity, type ChangeLogEntry } from '@atelier/contracts/catalogue';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/language/languageSelectors';
import { getLanguage } from '../../i18n/languages';
import { Select, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { loggedFieldChanges } from './changeLog';
import { CHANGE_PAGE, useCatalogueChangeLogQuery } from './groupsAdminApi';

const FILTERS = ['entityType', 'entityId'] as const;

function isEntity(value: string): value is ChangeLogEntity {
  return (CHANGE_LOG_ENTITIES as readonly string[]).includes(value);
}

/**
 * catalogue-change-log: who changed a group, a menu entry, a filter, a design's pictures, groups or
 * similar designs, when, and each field before and after. Other screens link here with the entity set.
 */
export function ChangeLogPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const params = useListParams(FILTERS);
  const entityType = isEntity(params.filters.entityType) ? params.filters.entityType : undefined;
  const entityId = params.filters.entityId.trim() || undefined;
  const log = useCatalogueChangeLogQuery(
    { page: params.page, entityType, entityId },
    { refetchOnMountOrArgChange: true },
  );
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat(getLanguage(language).htmlLang, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }),
    [language],
  );
  const columns = useMemo<Column<ChangeLogEntry>[]>(
    () => [
      {
        id: 'when',
        header: t('catalogueAdmin.log.when'),
        cell: (row) => when.format(new Date(row.changed_at)),
      },
      {
        id: 'what',
        header: t('catalogueAdmin.log.what'),
        cell: (row) =>
          `${isEntity(row.entity_type) ? t(`catalogueAdmin.log.entity.${row.entity_type}`) : row.entity_type} ${row.entity_id}`,
      },
      {
        id: 'action',
        header: t('catalogueAdmin.log.action'),
        cell: (row) => t(`catalogueAdmin.log.${row.action}`),
      },
      {
        id: 'who',
        header: t('catalogueAdmin.log.who'),
        cell: (row) => row.user_id || t('catalogueAdmin.log.system'),
      },
      {
        id: 'changes',
        header: t('catalogueAdmin.log.changes'),
        wrap: true,
        cell: (row) => (
          <ul>
            {loggedFieldChanges(row).map((change) => (
              <li key={change.field}>
                {change.field}: {change.before} → {change.after}
              </li>
            ))}
          </ul>
        ),
      },
    ],
    [t, when],
  );
  return (
    <Page
      title={t('catalogueAdmin.log.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('catalogueAdmin.log.intro')}
    >
      <PagedList
        label={t('catalogueAdmin.log.listLabel')}
        filterLabel={t('catalogueAdmin.log.filterLabel')}
        applyLabel={t('catalogueAdmin.common.search')}
        filters={
          <>
            <Select
              label={t('catalogueAdmin.log.kind')}
              name="entityType"
              defaultValue={entityType ?? ''}
              placeholder={t('catalogueAdmin.log.everyKind')}
              options={CHANGE_LOG_ENTITIES.map((kind) => ({
                value: kind,
                label: t(`catalogueAdmin.log.entity.${kind}`),
              }))}
            />
            <TextField
              label={t('catalogueAdmin.log.entityId')}
              hint={t('catalogueAdmin.log.entityIdHint')}
              name="entityId"
              defaultValue={params.filters.entityId}
            />
          </>
        }
        params={params}
        rows={log.data?.rows ?? []}
        total={log.data?.count ?? 0}
        pageSize={log.data?.limit ?? CHANGE_PAGE}
        columns={columns}
        rowId={(row) => String(row.id)}
        loading={log.isLoading}
        empty={t('catalogueAdmin.log.empty')}
        error={log.isError ? t('catalogueAdmin.common.loadFailed') : undefined}
      />
    </Page>
  );
}
