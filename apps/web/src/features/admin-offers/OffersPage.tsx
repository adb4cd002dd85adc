import type { AdminOffer, OfferKind, OfferStatus } from '@atelier/contracts/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferListStatus } from '../../api/offers-admin';
import { selectLanguage } from '../../app/language/languageSelectors';
import { useAppSelector } from '../../app/hooks';
import { formatPrice } from '../../shared/catalogue/formatPrice';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { ImportJobDialog } from '../../shared/import/ImportJobDialog';
import { saveFile } from '../../shared/saveFile';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Select, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { OfferDialog } from './OfferDialog';
import { offerTemplate } from './offerForm';
import {
  useEndOfferMutation,
  useOfferImportJobQuery,
  useOffersQuery,
  useStartOfferImportMutation,
} from './offersAdminApi';

export const OFFER_PAGE_SIZE = 50;
const FILTERS = ['status', 'search'] as const;
const STATUSES: readonly OfferListStatus[] = ['current', 'active', 'scheduled', 'ended', 'all'];
const TONES: Record<OfferStatus, BadgeTone> = { active: 'success', scheduled: 'neutral', ended: 'warning' };

function toStatus(value: string): OfferListStatus {
  return STATUSES.find((status) => status === value) ?? 'current';
}

/** The screen's texts by offer kind (its title and what its upload is called). */
const TITLE_KEYS = {
  special: 'offers.titles.special',
  lab_grown_special: 'offers.titles.labGrown',
  clearance: 'offers.titles.clearance',
} as const satisfies Record<OfferKind, string>;

/**
 * upload-special-offer, upload-lab-grown-special-offer and upload-clearance-offer: the offer file
 * (dry run, then apply, with upload progress and every bad row) and the kind's offers, edited or ended.
 */
export function OffersPage({ kind }: { kind: OfferKind }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const feedback = useFormFeedback();
  const params = useListParams(FILTERS);
  const status = toStatus(params.filters.status);
  const list = useOffersQuery({
    kind,
    status,
    page: params.page,
    limit: OFFER_PAGE_SIZE,
    ...(params.filters.search ? { search: params.filters.search } : {}),
  });
  const [startImport] = useStartOfferImportMutation();
  const [endOffer, ending] = useEndOfferMutation();
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<AdminOffer | null>(null);
  const [closing, setClosing] = useState<AdminOffer | null>(null);
  const title = t(TITLE_KEYS[kind]);

  const confirmEnd = async (offer: AdminOffer) => {
    try {
      const answer = await endOffer({ id: offer.id, version: offer.version }).unwrap();
      feedback.succeeded(answer.message ?? t('offers.endedMessage'));
      setClosing(null);
    } catch (error) {
      feedback.failed(error);
    }
  };

  const columns = useMemo<Column<AdminOffer>[]>(
    () => [
      { id: 'sku', header: t('offers.sku'), hideable: false, cell: (row) => row.sku },
      { id: 'offer', header: t('offers.offerPrice'), cell: (row) => formatPrice(row.offerPrice, language) },
      { id: 'trade', header: t('offers.tradePrice'), cell: (row) => formatPrice(row.tradePrice, language) },
      { id: 'max', header: t('offers.maxQuantity'), cell: (row) => row.maxQuantity },
      { id: 'days', header: t('offers.days'), cell: (row) => `${row.startsOn} – ${row.endsOn}` },
      {
        id: 'status',
        header: t('offers.status'),
        cell: (row) => <Badge tone={TONES[row.status]}>{t(`offers.statuses.${row.status}`)}</Badge>,
      },
      {
        id: 'design',
        header: t('offers.design'),
        wrap: true,
        cell: (row) => `${row.designNumber} · ${row.designName}`,
      },
      {
        id: 'actions',
        header: t('offers.actions'),
        hideable: false,
        cell: (row) =>
          row.status === 'ended' ? null : (
            <>
              <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                {t('offers.edit')}
              </Button>{' '}
              <Button size="sm" variant="ghost" onClick={() => setClosing(row)}>
                {t('offers.end')}
              </Button>
            </>
          ),
      },
    ],
    [t, language],
  );

  return (
    <Page
      title={title}
      titleSuffix={t('meta.adminTitle')}
      intro={t('offers.intro')}
      actions={
        <>
          <Button variant="primary" onClick={() => setImporting(true)}>
            {t('offers.upload')}
          </Button>
          <Button
            onClick={() =>
              saveFile(
                new Blob([offerTemplate(new Date())], { type: 'text/csv' }),
                `${kind}-offers-template.csv`,
              )
            }
          >
            {t('offers.template')}
          </Button>
        </>
      }
    >
      <PagedList
        label={title}
        params={params}
        total={list.data?.count ?? 0}
        pageSize={OFFER_PAGE_SIZE}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(row) => row.id}
        loading={list.isFetching}
        error={list.isError ? t('offers.loadFailed') : undefined}
        empty={t('offers.empty')}
        filterLabel={t('offers.filters')}
        applyLabel={t('offers.apply')}
        filters={
          <>
            <TextField
              label={t('offers.search')}
              name="search"
              type="search"
              placeholder={t('offers.searchHint')}
              defaultValue={params.filters.search}
            />
            <Select
              label={t('offers.status')}
              name="status"
              options={STATUSES.map((value) => ({ value, label: t(`offers.filterStatuses.${value}`) }))}
              defaultValue={status}
            />
          </>
        }
      />
      <ImportJobDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('offers.uploadTitle', { list: title })}
        fileLabel={t('offers.file')}
        hint={t('offers.uploadHint')}
        start={(file, dryRun, onProgress) => startImport({ kind, file, dryRun, onProgress }).unwrap()}
        useJob={useOfferImportJobQuery}
        onFinished={(job) => {
          if (!job.dryRun) void list.refetch();
        }}
      />
      {editing && <OfferDialog offer={editing} onClose={() => setEditing(null)} />}
      {closing && (
        <ConfirmDialog
          open
          danger
          title={t('offers.endTitle', { sku: closing.sku })}
          confirmLabel={t('offers.end')}
          cancelLabel={t('offers.cancel')}
          pending={ending.isLoading}
          onConfirm={() => void confirmEnd(closing)}
          onCancel={() => setClosing(null)}
        />
      )}
    </Page>
  );
}
