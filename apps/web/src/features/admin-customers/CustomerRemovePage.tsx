import type { CustomerListItem, CustomerRemovalMode } from '@atelier/contracts/identity';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure, toFailure } from '../../api/baseApi';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { ADMIN_PAGE_SIZE, useCustomersQuery, useRemoveCustomerMutation } from './adminCustomersApi';

const FILTERS = ['search'] as const;

/** Asks which way a customer goes; the server refuses one with open orders and says why, shown here. */
function RemoveDialog({ customer, onClose }: { customer: CustomerListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [remove, { isLoading }] = useRemoveCustomerMutation();
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState<CustomerRemovalMode>();

  const run = async (mode: CustomerRemovalMode) => {
    if (isLoading) return;
    setPending(mode);
    setRefusal(undefined);
    try {
      const answer = await remove({ id: customer._id, mode }).unwrap();
      feedback.succeeded(answer.message);
      onClose();
    } catch (error) {
      setRefusal((isApiFailure(error) ? error : toFailure(error)).message);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('accounts.admin.remove.dialogTitle')}
      description={t('accounts.admin.remove.dialogIntro', { company: customer.company })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('accounts.admin.common.cancel')}
          </Button>
          <Button loading={isLoading && pending === 'anonymise'} onClick={() => void run('anonymise')}>
            {t('accounts.admin.remove.anonymise')}
          </Button>
          <Button
            variant="danger"
            loading={isLoading && pending === 'remove'}
            onClick={() => void run('remove')}
          >
            {t('accounts.admin.remove.remove')}
          </Button>
        </>
      }
    >
      <p>{t('accounts.admin.remove.modes')}</p>
      {refusal && (
        <p role="alert" data-testid="remove-refusal">
          {refusal}
        </p>
      )}
    </Dialog>
  );
}

/** customer_remove: find a customer, then remove or anonymise it (refused while orders are open). */
export function CustomerRemovePage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const search = params.filters.search || undefined;
  const list = useCustomersQuery({ search, page: params.page, limit: ADMIN_PAGE_SIZE });
  const [chosen, setChosen] = useState<CustomerListItem>();

  const columns = useMemo<Column<CustomerListItem>[]>(
    () => [
      {
        id: 'company',
        header: t('accounts.admin.customers.company'),
        hideable: false,
        cell: (customer) => (
          <>
            <strong>{customer.company}</strong>
            {customer.acNo && <div>{customer.acNo}</div>}
          </>
        ),
      },
      {
        id: 'contact',
        header: t('accounts.admin.customers.contact'),
        cell: (customer) => customer.contactName,
      },
      {
        id: 'actions',
        header: t('accounts.admin.common.actions'),
        hideable: false,
        cell: (customer) => (
          <Button variant="ghost" size="sm" onClick={() => setChosen(customer)}>
            {t('accounts.admin.remove.action')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <Page
      title={t('accounts.admin.remove.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('accounts.admin.remove.intro')}
    >
      <PagedList
        label={t('accounts.admin.remove.title')}
        filterLabel={t('accounts.admin.common.search')}
        applyLabel={t('accounts.admin.common.search')}
        params={params}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(customer) => customer._id}
        loading={list.isFetching}
        error={list.isError ? t('accounts.admin.common.loadFailed') : undefined}
        empty={t('accounts.admin.common.noRecords')}
        total={list.data?.count ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        filters={
          <TextField
            name="search"
            type="search"
            label={t('accounts.admin.customers.searchLabel')}
            placeholder={t('accounts.admin.customers.searchPlaceholder')}
            defaultValue={params.filters.search}
          />
        }
      />
      {chosen && <RemoveDialog customer={chosen} onClose={() => setChosen(undefined)} />}
    </Page>
  );
}
