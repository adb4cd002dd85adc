import type { AdminDiscount, DiscountListStatus, DiscountStatus } from '@atelier/contracts/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage } from '../../app/language/languageSelectors';
import { useAppSelector } from '../../app/hooks';
import { formatPrice } from '../../shared/catalogue/formatPrice';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Select, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { DiscountDialog } from './DiscountDialog';
import { useDeleteDiscountMutation, useDiscountsQuery, useEndDiscountMutation } from './pricesAdminApi';

export const DISCOUNT_PAGE_SIZE = 50;
const FILTERS = ['status', 'search'] as const;
const STATUSES: readonly DiscountListStatus[] = ['current', 'active', 'scheduled', 'ended', 'all'];
const TONES: Record<DiscountStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'neutral',
  ended: 'warning',
};

function toStatus(value: string): DiscountListStatus {
  return STATUSES.find((status) => status === value) ?? 'current';
}

type Editing = { discount: AdminDiscount | null } | null;
type Confirming = { discount: AdminDiscount; action: 'end' | 'remove' } | null;

/** set-discount: discounts by customer, design group or design, listed page by page, added, edited, ended or deleted. */
export function SetDiscountPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const feedback = useFormFeedback();
  const params = useListParams(FILTERS);
  const status = toStatus(params.filters.status);
  const list = useDiscountsQuery({
    status,
    page: params.page,
    limit: DISCOUNT_PAGE_SIZE,
    ...(params.filters.search ? { search: params.filters.search } : {}),
  });
  const [endDiscount, ending] = useEndDiscountMutation();
  const [deleteDiscount, deleting] = useDeleteDiscountMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const confirm = async ({ discount, action }: NonNullable<Confirming>) => {
    try {
      const args = { id: discount.id, version: discount.version };
      const answer =
        action === 'end' ? await endDiscount(args).unwrap() : await deleteDiscount(discount.id).unwrap();
      feedback.succeeded(
        answer.message ??
          t(action === 'end' ? 'prices.discounts.endedMessage' : 'prices.discounts.removedMessage'),
      );
      setConfirming(null);
    } catch (error) {
      feedback.failed(error);
    }
  };

  const columns = useMemo<Column<AdminDiscount>[]>(
    () => [
      {
        id: 'customer',
        header: t('prices.discounts.customer'),
        hideable: false,
        wrap: true,
        cell: (row) =>
          row.customerLabel ??
          (row.customerGroupLabel
            ? t('prices.discounts.groupAudience', { name: row.customerGroupLabel })
            : t('prices.discounts.everyCustomer')),
      },
      {
        id: 'product',
        header: t('prices.discounts.product'),
        wrap: true,
        cell: (row) =>
          row.designNumber
            ? t('prices.discounts.designLabel', { number: row.designNumber, name: row.designName ?? '' })
            : row.mainGroupName
              ? t('prices.discounts.groupLabel', { name: row.mainGroupName })
              : t('prices.discounts.everyDesign'),
      },
      {
        id: 'amount',
        header: t('prices.discounts.amount'),
        cell: (row) =>
          row.kind === 'percent'
            ? t('prices.discounts.percentOff', { value: row.value })
            : t('prices.discounts.fixedPrice', { price: formatPrice(row.value, language) }),
      },
      { id: 'days', header: t('prices.discounts.days'), cell: (row) => `${row.startsOn} – ${row.endsOn}` },
      {
        id: 'status',
        header: t('prices.discounts.status'),
        cell: (row) => <Badge tone={TONES[row.status]}>{t(`prices.discounts.statuses.${row.status}`)}</Badge>,
      },
      {
        id: 'actions',
        header: t('prices.discounts.actions'),
        hideable: false,
        cell: (row) => (
          <>
            {row.status !== 'ended' && (
              <>
                <Button size="sm" variant="ghost" onClick={() => setEditing({ discount: row })}>
                  {t('prices.discounts.edit')}
                </Button>{' '}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setConfirming({ discount: row, action: 'end' })}
                >
                  {t('prices.discounts.end')}
                </Button>{' '}
              </>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirming({ discount: row, action: 'remove' })}
            >
              {t('prices.discounts.remove')}
            </Button>
          </>
        ),
      },
    ],
    [t, language],
  );

  return (
    <Page
      title={t('prices.discounts.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('prices.discounts.intro')}
      actions={
        <Button variant="primary" onClick={() => setEditing({ discount: null })}>
          {t('prices.discounts.add')}
        </Button>
      }
    >
      <PagedList
        label={t('prices.discounts.title')}
        params={params}
        total={list.data?.count ?? 0}
        pageSize={DISCOUNT_PAGE_SIZE}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(row) => row.id}
        loading={list.isFetching}
        error={list.isError ? t('prices.discounts.loadFailed') : undefined}
        empty={t('prices.discounts.empty')}
        filterLabel={t('prices.discounts.filters')}
        applyLabel={t('prices.discounts.apply')}
        filters={
          <>
            <TextField
              label={t('prices.discounts.search')}
              name="search"
              type="search"
              placeholder={t('prices.discounts.searchHint')}
              defaultValue={params.filters.search}
            />
            <Select
              label={t('prices.discounts.status')}
              name="status"
              options={STATUSES.map((value) => ({
                value,
                label: t(`prices.discounts.filterStatuses.${value}`),
              }))}
              defaultValue={status}
            />
          </>
        }
      />
      {editing && <DiscountDialog discount={editing.discount} onClose={() => setEditing(null)} />}
      {confirming && (
        <ConfirmDialog
          open
          danger
          title={t(
            confirming.action === 'end' ? 'prices.discounts.endTitle' : 'prices.discounts.removeTitle',
          )}
          confirmLabel={t(confirming.action === 'end' ? 'prices.discounts.end' : 'prices.discounts.remove')}
          cancelLabel={t('prices.common.cancel')}
          pending={ending.isLoading || deleting.isLoading}
          onConfirm={() => void confirm(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Page>
  );
}
