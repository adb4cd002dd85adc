import {
  APPRO_LIST_FILTERS,
  ORDERS_PAGE_SIZE,
  type ApproListFilter,
  type ApproView,
} from '@atelier/contracts/orders';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Panel } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { APPRO_TONES, approFilterLabel } from '../appros';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { useAdminApprosQuery, useRunApproRemindersMutation } from './adminOrdersApi';
import { ApproReturnsForm } from './ApproReturnsForm';
import { CreateApproForm } from './CreateApproForm';
import { StatusFilter } from './ListFilters';

const FILTERS = ['status'] as const;

function isApproFilter(value: string): value is ApproListFilter {
  return APPRO_LIST_FILTERS.some((status) => status === value);
}

/** Sends the reminder mails owed today at once (each appro's reminders still go once). */
function RunRemindersButton() {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [run, state] = useRunApproRemindersMutation();
  return (
    <Button
      variant="secondary"
      loading={state.isLoading}
      onClick={() => {
        run()
          .unwrap()
          .then((answer) => feedback.succeeded(answer.message))
          .catch((error: unknown) => feedback.failed(error));
      }}
    >
      {t('orders.admin.appros.runReminders')}
    </Button>
  );
}

/** /Admin/appros: goods out on approval: create one, see them all, record returns and invoiced pieces. */
export function AdminApprosPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const { status } = params.filters;
  const list = useAdminApprosQuery({
    page: params.page,
    limit: ORDERS_PAGE_SIZE,
    status: isApproFilter(status) ? status : undefined,
  });

  const columns = useMemo<Column<ApproView>[]>(
    () => [
      {
        id: 'number',
        header: t('orders.appros.number'),
        hideable: false,
        cell: (appro) => (
          <>
            {appro.appro_number}
            {/* Keyed by the saved counts, so the form starts over once the server answered. */}
            <ApproReturnsForm key={`${appro._id}:${appro.total_outstanding}`} appro={appro} />
          </>
        ),
      },
      { id: 'customer', header: t('orders.fields.customer'), cell: (appro) => appro.customer_name },
      {
        id: 'issued',
        header: t('orders.appros.issued'),
        cell: (appro) => formatOrderDate(appro.issued_date || appro.issued_at),
      },
      {
        id: 'due',
        header: t('orders.appros.due'),
        cell: (appro) => (
          <>
            {formatOrderDate(appro.due_date)}{' '}
            {appro.overdue && <StatusPill tone="danger">{t('orders.appros.overdue')}</StatusPill>}
          </>
        ),
      },
      { id: 'out', header: t('orders.appros.out'), cell: (appro) => appro.total_out },
      { id: 'outstanding', header: t('orders.appros.outstanding'), cell: (appro) => appro.total_outstanding },
      {
        id: 'status',
        header: t('orders.fields.status'),
        cell: (appro) => (
          <StatusPill tone={APPRO_TONES[appro.status]}>
            {t(`orders.appros.status.${appro.status}`)}
          </StatusPill>
        ),
      },
    ],
    [t],
  );

  return (
    <Page
      title={t('orders.admin.appros.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('orders.admin.appros.intro')}
    >
      <Panel title={t('orders.admin.appros.runReminders')}>
        <p>{t('orders.admin.appros.remindersIntro')}</p>
        <RunRemindersButton />
      </Panel>
      <Panel title={t('orders.admin.appros.createTitle')}>
        <CreateApproForm />
      </Panel>
      <PagedList
        label={t('orders.admin.appros.title')}
        filterLabel={t('orders.list.filters')}
        applyLabel={t('orders.list.apply')}
        params={params}
        total={list.data?.count ?? 0}
        pageSize={ORDERS_PAGE_SIZE}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(appro) => appro._id}
        loading={list.isFetching}
        error={list.isError ? t('orders.list.loadFailed') : undefined}
        empty={t('orders.common.noRecords')}
        filters={
          <StatusFilter
            statuses={APPRO_LIST_FILTERS}
            value={status}
            labelOf={(value) => approFilterLabel(t, value)}
          />
        }
      />
    </Page>
  );
}
