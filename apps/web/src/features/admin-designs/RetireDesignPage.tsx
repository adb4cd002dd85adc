import type { AdminDesignRow } from '@atelier/contracts/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Page, Panel } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import { Table, type Column } from '../../ui/Table';
import { useAdminDesignsQuery } from './designsAdminApi';
import { RetireDesignDialog, type RetireTarget } from './RetireDesignDialog';

const RETIRE_PAGE = 20;
const RETIRED_SHOWN = 50;

/** retire-design: find designs, retire or restore them (asked first), and the retired ones listed. */
export function RetireDesignPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const params = useListParams(['search'] as const);
  const search = params.filters.search;
  const found = useAdminDesignsQuery(
    { page: params.page, limit: RETIRE_PAGE, status: 'all', sort: 'number', search },
    { skip: search === '' },
  );
  const retired = useAdminDesignsQuery({ page: 1, limit: RETIRED_SHOWN, status: 'retired', sort: 'updated' });
  const [target, setTarget] = useState<RetireTarget | null>(null);

  const columns = useMemo<Column<AdminDesignRow>[]>(
    () => [
      {
        id: 'number',
        header: t('designs.list.designNumber'),
        cell: (row) => (
          <Link to={localize(`/Admin/manage-design?id=${encodeURIComponent(row.id)}`)}>
            {row.designNumber}
          </Link>
        ),
      },
      { id: 'name', header: t('designs.list.name'), wrap: true, cell: (row) => row.name },
      {
        id: 'state',
        header: t('designs.list.state'),
        cell: (row) =>
          row.retired ? (
            <Badge tone="warning">{t('designs.list.retired')}</Badge>
          ) : (
            <Badge tone="success">{t('designs.list.active')}</Badge>
          ),
      },
      {
        id: 'action',
        header: t('designs.list.actions'),
        hideable: false,
        cell: (row) => (
          <Button
            variant={row.retired ? 'secondary' : 'danger'}
            size="sm"
            onClick={() =>
              setTarget({
                id: row.id,
                designNumber: row.designNumber,
                retired: row.retired,
                version: row.version,
              })
            }
          >
            {row.retired ? t('designs.list.restore') : t('designs.list.retire')}
          </Button>
        ),
      },
    ],
    [t, localize],
  );

  return (
    <Page
      title={t('designs.retire.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('designs.retire.intro')}
    >
      <PagedList
        label={t('designs.retire.found')}
        params={params}
        total={found.data?.total ?? 0}
        pageSize={RETIRE_PAGE}
        rows={search === '' ? [] : (found.data?.rows ?? [])}
        columns={columns}
        rowId={(row) => row.id}
        loading={found.isFetching}
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
      <Panel title={t('designs.retire.retiredList')}>
        <Table
          label={t('designs.retire.retiredList')}
          rows={retired.data?.rows ?? []}
          columns={columns}
          rowId={(row) => row.id}
          loading={retired.isFetching}
        />
      </Panel>
      <RetireDesignDialog target={target} onClose={() => setTarget(null)} />
    </Page>
  );
}
