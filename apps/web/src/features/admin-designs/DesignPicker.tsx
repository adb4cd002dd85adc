import type { AdminDesignRow } from '@atelier/contracts/catalogue';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { Badge } from '../../ui/Badge';
import { buttonClass } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { useAdminDesignsQuery } from './designsAdminApi';

const PICK_PAGE = 20;

/** manage-design without `?id=`: find a design by number or name, then open it. */
export function DesignPicker() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const params = useListParams(['search'] as const);
  const search = params.filters.search;
  const list = useAdminDesignsQuery(
    { page: params.page, limit: PICK_PAGE, status: 'all', sort: 'number', search },
    { skip: search === '' },
  );
  const columns = useMemo<Column<AdminDesignRow>[]>(
    () => [
      { id: 'number', header: t('designs.list.designNumber'), cell: (row) => row.designNumber },
      { id: 'name', header: t('designs.list.name'), wrap: true, cell: (row) => row.name },
      {
        id: 'state',
        header: t('designs.list.state'),
        cell: (row) =>
          row.retired ? <Badge tone="warning">{t('designs.list.retired')}</Badge> : t('designs.list.active'),
      },
      {
        id: 'pick',
        header: t('designs.list.actions'),
        hideable: false,
        cell: (row) => (
          <Link
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            to={localize(`/Admin/manage-design?id=${encodeURIComponent(row.id)}`)}
          >
            {t('designs.manage.pick')}
          </Link>
        ),
      },
    ],
    [t, localize],
  );
  return (
    <PagedList
      label={t('designs.retire.found')}
      params={params}
      total={list.data?.total ?? 0}
      pageSize={PICK_PAGE}
      rows={search === '' ? [] : (list.data?.rows ?? [])}
      columns={columns}
      rowId={(row) => row.id}
      loading={list.isFetching}
      filterLabel={t('designs.manage.find')}
      applyLabel={t('designs.list.apply')}
      filters={
        <TextField
          label={t('designs.manage.find')}
          name="search"
          type="search"
          placeholder={t('designs.manage.findHint')}
          defaultValue={search}
        />
      }
    />
  );
}
