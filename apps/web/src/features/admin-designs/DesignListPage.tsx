import type { AdminDesignRow } from '@atelier/contracts/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import type { AdminDesignSort, AdminDesignStatus } from '../../api/designs';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Badge } from '../../ui/Badge';
import { Button, buttonClass } from '../../ui/Button';
import { Select, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { formatDate } from '../../i18n/formatDate';
import { formatPrice } from '../../shared/catalogue/formatPrice';
import { selectLanguage } from '../../app/language/languageSelectors';
import { BulkPriceDialog } from './BulkPriceDialog';
import { useAdminDesignsQuery, useDesignLookupsQuery, useExportDesignsMutation } from './designsAdminApi';
import { ImportDesignsDialog } from './ImportDesignsDialog';
import { RetireDesignDialog, type RetireTarget } from './RetireDesignDialog';
import styles from './DesignForm.module.css';

export const DESIGN_PAGE_SIZE = 50;
const FILTERS = ['search', 'mainGroupId', 'status'] as const;
const SORTS: readonly AdminDesignSort[] = ['number', 'name', 'newest', 'updated'];
const STATUSES: readonly AdminDesignStatus[] = ['active', 'retired', 'all'];

export function toStatus(value: string): AdminDesignStatus {
  return STATUSES.find((status) => status === value) ?? 'active';
}

export function toSort(value: string | undefined): AdminDesignSort {
  return SORTS.find((sort) => sort === value) ?? 'number';
}

/** view-list and lab-grown-view-list: designs page by page, bulk repricing, export and import. */
export function DesignListPage({ labGrown }: { labGrown: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useAppSelector(selectLanguage);
  const feedback = useFormFeedback();
  const params = useListParams(FILTERS, { sort: { id: 'number', desc: false } });
  const status = toStatus(params.filters.status);
  const mainGroupId = Number(params.filters.mainGroupId) || undefined;
  const list = useAdminDesignsQuery({
    page: params.page,
    limit: DESIGN_PAGE_SIZE,
    labGrown,
    status,
    sort: toSort(params.sort?.id),
    ...(params.filters.search ? { search: params.filters.search } : {}),
    ...(mainGroupId ? { mainGroupId } : {}),
  });
  const lookups = useDesignLookupsQuery();
  const [exportDesigns, exporting] = useExportDesignsMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const [repricing, setRepricing] = useState(false);
  const [importing, setImporting] = useState(false);
  const [retiring, setRetiring] = useState<RetireTarget | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    try {
      await exportDesigns({ format, labGrown, status }).unwrap();
    } catch (error) {
      feedback.failed(error);
    }
  };

  const columns = useMemo<Column<AdminDesignRow>[]>(
    () => [
      {
        id: 'number',
        header: t('designs.list.designNumber'),
        hideable: false,
        sortValue: (row) => row.designNumber,
        cell: (row) => (
          <Link to={localize(`/Admin/manage-design?id=${encodeURIComponent(row.id)}`)}>
            {row.designNumber}
          </Link>
        ),
      },
      {
        id: 'name',
        header: t('designs.list.name'),
        wrap: true,
        sortValue: (row) => row.name,
        cell: (row) => row.name,
      },
      { id: 'item', header: t('designs.list.item'), cell: (row) => row.item },
      { id: 'mainGroup', header: t('designs.list.mainGroup'), cell: (row) => row.mainGroup },
      { id: 'variants', header: t('designs.list.variants'), cell: (row) => row.variantCount },
      {
        id: 'price',
        header: t('designs.list.price'),
        cell: (row) =>
          row.minTradePrice === null
            ? '—'
            : row.minTradePrice === row.maxTradePrice || row.maxTradePrice === null
              ? formatPrice(row.minTradePrice, language)
              : `${formatPrice(row.minTradePrice, language)} – ${formatPrice(row.maxTradePrice, language)}`,
      },
      { id: 'stock', header: t('designs.list.stock'), cell: (row) => row.stock },
      {
        id: 'updated',
        header: t('designs.list.sortUpdated'),
        sortValue: (row) => row.updatedAt,
        cell: (row) => formatDate(row.updatedAt, language),
      },
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
        id: 'actions',
        header: t('designs.list.actions'),
        hideable: false,
        cell: (row) => (
          <>
            <Link
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              to={localize(`/Admin/manage-design?id=${encodeURIComponent(row.id)}`)}
            >
              {t('designs.list.edit')}
            </Link>
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                setRetiring({
                  id: row.id,
                  designNumber: row.designNumber,
                  retired: row.retired,
                  version: row.version,
                })
              }
            >
              {row.retired ? t('designs.list.restore') : t('designs.list.retire')}
            </Button>
          </>
        ),
      },
    ],
    [t, localize, language],
  );

  const groups = (lookups.data?.categories ?? []).map((group) => ({
    value: String(group._id),
    label: group.name,
  }));

  return (
    <Page
      title={labGrown ? t('designs.list.labGrownTitle') : t('designs.list.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('designs.list.intro')}
      actions={
        <>
          <Link
            className={buttonClass({ variant: 'primary' })}
            to={localize(labGrown ? '/Admin/lab-grown-add-single-design' : '/Admin/add-design')}
          >
            {t('designs.list.add')}
          </Link>
          <Button onClick={() => setImporting(true)}>{t('designs.list.import')}</Button>
          <Button loading={exporting.isLoading} onClick={() => void download('csv')}>
            {t('designs.list.exportCsv')}
          </Button>
          <Button loading={exporting.isLoading} onClick={() => void download('xlsx')}>
            {t('designs.list.exportXlsx')}
          </Button>
        </>
      }
    >
      <div className={styles.inline}>
        <span role="status">{t('designs.list.selected', { count: selected.length })}</span>
        <Button size="sm" disabled={selected.length === 0} onClick={() => setRepricing(true)}>
          {t('designs.list.changePrices')}
        </Button>
      </div>
      <PagedList
        label={labGrown ? t('designs.list.labGrownTitle') : t('designs.list.title')}
        params={params}
        total={list.data?.total ?? 0}
        pageSize={DESIGN_PAGE_SIZE}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(row) => row.id}
        rowLabel={(row) => row.designNumber}
        selected={selected}
        onSelectionChange={setSelected}
        loading={list.isFetching}
        error={list.isError ? t('designs.list.loadFailed') : undefined}
        columnChooser
        filterLabel={t('designs.list.filters')}
        applyLabel={t('designs.list.apply')}
        filters={
          <>
            <TextField
              label={t('designs.list.search')}
              name="search"
              type="search"
              placeholder={t('designs.list.searchHint')}
              defaultValue={params.filters.search}
            />
            <Select
              label={t('designs.list.group')}
              name="mainGroupId"
              placeholder={t('designs.list.allGroups')}
              options={groups}
              defaultValue={params.filters.mainGroupId}
            />
            <Select
              label={t('designs.list.status')}
              name="status"
              options={STATUSES.map((value) => ({ value, label: t(`designs.list.${value}`) }))}
              defaultValue={status}
            />
          </>
        }
      />
      <BulkPriceDialog
        designIds={selected}
        open={repricing}
        onClose={() => setRepricing(false)}
        onDone={() => setSelected([])}
      />
      <ImportDesignsDialog open={importing} onClose={() => setImporting(false)} />
      <RetireDesignDialog target={retiring} onClose={() => setRetiring(null)} />
    </Page>
  );
}
