import {
  CHANGE_REQUEST_STATUSES,
  ORDERS_PAGE_SIZE,
  type ChangeRequestStatus,
  type ChangeRequestView,
} from '@atelier/contracts/orders';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select, Textarea } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Pagination, useListParams } from '../../ui/PagedList';
import { Table, type Column } from '../../ui/Table';
import { REQUEST_TONES } from '../../shared/orders/ChangeRequestList';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import { useAdminChangeRequestsQuery, useAnswerChangeRequestMutation } from './adminOrdersApi';

const FILTERS = ['status'] as const;

function isRequestStatus(value: string): value is ChangeRequestStatus {
  return CHANGE_REQUEST_STATUSES.some((status) => status === value);
}

function AnswerCell({ request }: { request: ChangeRequestView }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [answerRequest, { isLoading }] = useAnswerChangeRequestMutation();
  const [response, setResponse] = useState('');
  if (request.status !== 'open') return <span>{request.response ?? '—'}</span>;
  const answer = (status: 'resolved' | 'rejected') =>
    answerRequest({
      id: request._id,
      body: response.trim() ? { status, response: response.trim() } : { status },
    })
      .unwrap()
      .then(
        (result) => feedback.succeeded(result.message),
        (error: unknown) => feedback.failed(error),
      );
  return (
    <div>
      <Textarea
        label={t('orders.admin.changeRequests.answerFor', { number: request.order_number })}
        rows={2}
        maxLength={1000}
        placeholder={t('orders.admin.changeRequests.answerPlaceholder')}
        value={response}
        onChange={(event) => setResponse(event.target.value)}
      />
      <Button variant="primary" size="sm" disabled={isLoading} onClick={() => void answer('resolved')}>
        {t('orders.admin.changeRequests.resolve')}
      </Button>{' '}
      <Button size="sm" disabled={isLoading} onClick={() => void answer('rejected')}>
        {t('orders.admin.changeRequests.decline')}
      </Button>
    </div>
  );
}

/** /Admin/change-requests: the customers' change requests, answered here. */
export function AdminChangeRequestsPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const params = useListParams(FILTERS);
  const status = isRequestStatus(params.filters.status) ? params.filters.status : undefined;
  const list = useAdminChangeRequestsQuery({ page: params.page, limit: ORDERS_PAGE_SIZE, status });

  const columns = useMemo<Column<ChangeRequestView>[]>(
    () => [
      {
        id: 'date',
        header: t('orders.changeRequests.date'),
        cell: (request) => formatOrderDate(request.date || request.created_at),
      },
      {
        id: 'order',
        header: t('orders.fields.orderNumber'),
        hideable: false,
        cell: (request) => (
          <Link to={localize(`/Admin/orders/${encodeURIComponent(request.order_id)}`)}>
            {request.order_number}
          </Link>
        ),
      },
      {
        id: 'request',
        header: t('orders.admin.changeRequests.request'),
        wrap: true,
        cell: (request) => request.message,
      },
      {
        id: 'status',
        header: t('orders.fields.status'),
        cell: (request) => (
          <StatusPill tone={REQUEST_TONES[request.status]}>
            {t(`orders.changeRequests.status.${request.status}`)}
          </StatusPill>
        ),
      },
      {
        id: 'answer',
        header: t('orders.admin.changeRequests.answer'),
        hideable: false,
        wrap: true,
        cell: (request) => <AnswerCell request={request} />,
      },
    ],
    [t, localize],
  );

  return (
    <Page
      title={t('orders.admin.changeRequests.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('orders.admin.changeRequests.intro')}
    >
      <Select
        label={t('orders.fields.status')}
        placeholder={t('orders.list.allStatuses')}
        value={status ?? ''}
        options={CHANGE_REQUEST_STATUSES.map((value) => ({
          value,
          label: t(`orders.changeRequests.status.${value}`),
        }))}
        onChange={(event) => params.setFilters({ status: event.target.value })}
      />
      <Table
        label={t('orders.admin.changeRequests.title')}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(request) => request._id}
        loading={list.isFetching}
        error={list.isError ? t('orders.list.loadFailed') : undefined}
        empty={t('orders.common.noRecords')}
      />
      {list.data && (
        <Pagination
          page={list.data.page}
          pageSize={list.data.limit}
          total={list.data.count}
          onPage={params.setPage}
        />
      )}
    </Page>
  );
}
