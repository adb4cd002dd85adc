import { APPRO_LIST_FILTERS, type ApproListFilter, ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { hasAmount, Money } from '../../shared/orders/Money';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import {
  BuyerPage,
  EmptyState,
  Facts,
  LoadFailed,
  Loading,
  useBuyerReady,
} from '../../shared/orders/OrdersUi';
import { useListParams } from '../../shared/orders/useListParams';
import { isNotFound } from '../../shared/orders/loadFailure';
import { Select } from '../../ui/Field';
import { Pagination } from '../../ui/PagedList/Pagination';
import { useApproQuery, useApprosQuery } from './approsApi';
import { LabGrownBadge } from '../../shared/catalogue/LabGrownBadge';

export const APPRO_TONES = { open: 'progress', partially_returned: 'warning', closed: 'success' } as const;

/** A list filter's label: an appro status, or "overdue" (unsettled past the due-back date). */
export function approFilterLabel(t: TFunction, value: ApproListFilter): string {
  return value === 'overdue' ? t('orders.appros.overdueFilter') : t(`orders.appros.status.${value}`);
}

/** /appros: goods out on approval, with what is still outstanding. */
export function ApprosPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const ready = useBuyerReady();
  const { page, status, setQuery } = useListParams(APPRO_LIST_FILTERS);
  // currentData: a new page or filter shows the spinner, not the previous page's rows.
  const {
    currentData: list,
    error,
    refetch,
  } = useApprosQuery({ page, limit: ORDERS_PAGE_SIZE, status }, { skip: !ready });

  return (
    <BuyerPage title={t('orders.appros.title')} intro={t('orders.appros.intro')}>
      <div className="filters-bar filters-bar--compact">
        <Select
          label={t('orders.fields.status')}
          placeholder={t('orders.list.allStatuses')}
          value={status ?? ''}
          options={APPRO_LIST_FILTERS.map((value) => ({ value, label: approFilterLabel(t, value) }))}
          onChange={(event) => setQuery({ status: event.target.value, page: '1' })}
        />
      </div>
      {error ? (
        <LoadFailed message={error.message || t('orders.list.loadFailed')} onRetry={() => void refetch()} />
      ) : !list ? (
        <Loading text={t('orders.appros.loading')} />
      ) : list.rows.length === 0 ? (
        <EmptyState>
          <p>{t('orders.common.noRecords')}</p>
        </EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="orders-table">
            <caption className="visually-hidden">{t('orders.appros.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.appros.number')}</th>
                <th scope="col">{t('orders.appros.issued')}</th>
                <th scope="col">{t('orders.appros.due')}</th>
                <th scope="col" className="is-number">
                  {t('orders.appros.out')}
                </th>
                <th scope="col" className="is-number">
                  {t('orders.appros.outstanding')}
                </th>
                <th scope="col">{t('orders.fields.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((appro) => (
                <tr key={appro._id}>
                  <th scope="row">
                    <Link
                      className="orders-table__link"
                      to={localize(`/appros/${encodeURIComponent(appro._id)}`)}
                    >
                      {appro.appro_number}
                    </Link>
                  </th>
                  <td>{formatOrderDate(appro.issued_date || appro.issued_at)}</td>
                  <td>
                    {formatOrderDate(appro.due_date)}{' '}
                    {appro.overdue && <StatusPill tone="danger">{t('orders.appros.overdue')}</StatusPill>}
                  </td>
                  <td className="is-number">{appro.total_out}</td>
                  <td className="is-number">{appro.total_outstanding}</td>
                  <td>
                    <StatusPill tone={APPRO_TONES[appro.status]}>
                      {t(`orders.appros.status.${appro.status}`)}
                    </StatusPill>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && list.rows.length > 0 && (
        <Pagination
          page={list.page}
          pageSize={list.limit}
          total={list.count}
          onPage={(next) => setQuery({ page: String(next) })}
        />
      )}
    </BuyerPage>
  );
}

/** /appros/{id}: one appro, line by line (out, returned, invoiced, outstanding). */
export function ApproDetailPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const ready = useBuyerReady();
  const { approId = '' } = useParams();
  const { currentData: appro, error } = useApproQuery(approId, { skip: !ready || !approId });
  const priced = appro?.lines.some((line) => hasAmount(line.price)) ?? false;

  return (
    <BuyerPage
      title={
        appro ? t('orders.appros.detailTitle', { number: appro.appro_number }) : t('orders.appros.title')
      }
    >
      {!appro ? (
        error ? (
          <LoadFailed
            message={
              isNotFound(error) ? t('orders.common.notFound') : error.message || t('orders.list.loadFailed')
            }
          />
        ) : (
          <Loading text={t('orders.appros.loading')} />
        )
      ) : (
        <div className="order-detail">
          <div className="order-detail__status">
            <StatusPill tone={APPRO_TONES[appro.status]}>
              {t(`orders.appros.status.${appro.status}`)}
            </StatusPill>
            {appro.overdue && <StatusPill tone="danger">{t('orders.appros.overdue')}</StatusPill>}
            <Link className="order-detail__back" to={localize('/appros')}>
              ‹ {t('orders.appros.back')}
            </Link>
          </div>
          <section className="order-card" aria-labelledby="appro-facts">
            <h2 className="order-card__title" id="appro-facts">
              {t('orders.detail.facts')}
            </h2>
            <Facts
              rows={[
                [t('orders.appros.number'), appro.appro_number],
                [t('orders.fields.customer'), appro.customer_name],
                [t('orders.appros.issued'), formatOrderDate(appro.issued_date || appro.issued_at)],
                [t('orders.appros.due'), formatOrderDate(appro.due_date)],
                [t('orders.appros.out'), String(appro.total_out)],
                [t('orders.appros.outstanding'), String(appro.total_outstanding)],
                [t('orders.appros.notes'), appro.notes],
              ]}
            />
          </section>
          <div className="table-scroll">
            <table className="orders-table">
              <caption className="section-heading">{t('orders.appros.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.cart.item')}</th>
                  <th scope="col">{t('orders.line.sku')}</th>
                  <th scope="col" className="is-number">
                    {t('orders.appros.out')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('orders.appros.returned')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('orders.appros.invoiced')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('orders.appros.outstanding')}
                  </th>
                  {priced && (
                    <th scope="col" className="is-number">
                      {t('orders.cart.unitPrice')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {appro.lines.map((line) => (
                  <tr key={line._id}>
                    <td>
                      <span className="orders-table__primary">{line.design_name}</span>
                      <LabGrownBadge labGrown={line.labGrown} />
                      <span className="orders-table__secondary">
                        {[line.design_number, line.description].filter(Boolean).join(' · ')}
                      </span>
                    </td>
                    <td>{line.sku ?? '—'}</td>
                    <td className="is-number">{line.quantity_out}</td>
                    <td className="is-number">{line.quantity_returned}</td>
                    <td className="is-number">{line.quantity_invoiced}</td>
                    <td className="is-number">{line.quantity_outstanding}</td>
                    {priced && (
                      <td className="is-number">
                        <Money value={line.price} />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </BuyerPage>
  );
}
