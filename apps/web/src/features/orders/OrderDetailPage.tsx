import type { OrderDetail } from '@atelier/contracts/orders';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { isApiFailure } from '../../api/baseApi';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { useLocalize } from '../../i18n/useLocalize';
import { FieldLabel } from '../../shared/ui/FormField';
import { ConfirmDialog } from '../../shared/orders/ConfirmDialog';
import { ChangeRequestList } from '../../shared/orders/ChangeRequestList';
import { OrderLineCard } from '../../shared/orders/OrderLines';
import { OrderHistoryList, OrderOverview } from '../../shared/orders/OrderOverview';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import { BuyerPage, LoadFailed, Loading, useBuyerReady } from '../../shared/orders/OrdersUi';
import { isNotFound } from '../../shared/orders/loadFailure';
import {
  useChangeOrderMutation,
  useOrderQuery,
  useSendChangeRequestMutation,
  type OrderActionName,
} from './ordersApi';
import { reorderRequested } from './ordersSagas';
import { AddToListButton, toListItems } from '../order-lists';

const CHANGE_REQUEST_MAX_LENGTH = 1000;

/** Actions that change the order for good: asked again before they are sent. */
const CONFIRMED: ReadonlySet<OrderActionName> = new Set([
  'reject_pricing',
  'reject_updated_pricing',
  'convert_to_special',
]);

const ACTION_ORDER: readonly OrderActionName[] = [
  'approve_pricing',
  'reject_pricing',
  'approve_updated_pricing',
  'reject_updated_pricing',
  'convert_to_special',
  'reorder',
];

const ACTION_LABELS = {
  approve_pricing: 'orders.actions.approvePricing',
  reject_pricing: 'orders.actions.rejectPricing',
  approve_updated_pricing: 'orders.actions.approveUpdatedPricing',
  reject_updated_pricing: 'orders.actions.rejectUpdatedPricing',
  convert_to_special: 'orders.actions.convertToSpecial',
  reorder: 'orders.actions.reorder',
} as const;

const CONFIRM_TEXTS = {
  approve_pricing: 'orders.actions.confirm.approvePricing',
  reject_pricing: 'orders.actions.confirm.rejectPricing',
  approve_updated_pricing: 'orders.actions.confirm.approveUpdatedPricing',
  reject_updated_pricing: 'orders.actions.confirm.rejectUpdatedPricing',
  convert_to_special: 'orders.actions.confirm.convertToSpecial',
  reorder: 'orders.actions.confirm.reorder',
} as const;

/** The order's actions the server allows now (`actions`), each with what it will do. */
function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const feedback = useFormFeedback();
  const [changeOrder] = useChangeOrderMutation();
  const [pending, setPending] = useState<OrderActionName | null>(null);
  const [asking, setAsking] = useState<OrderActionName | null>(null);
  const allowed = ACTION_ORDER.filter((name) => order.actions.includes(name));
  if (allowed.length === 0) return null;

  const run = (name: OrderActionName) => {
    setAsking(null);
    if (name === 'reorder') {
      dispatch(reorderRequested(order._id));
      return;
    }
    setPending(name);
    changeOrder({ orderId: order._id, action: name })
      .unwrap()
      .then(
        (answer) => feedback.succeeded(answer.message ?? answer.data.message),
        (error: unknown) => feedback.failed(error),
      )
      .finally(() => setPending(null));
  };
  const pricing = allowed.some((name) => name.endsWith('_pricing'));

  return (
    <section className="order-card order-actions" aria-labelledby="order-actions-title">
      <h2 className="order-card__title" id="order-actions-title">
        {t('orders.actions.title')}
      </h2>
      {pricing && (
        <p className="order-actions__intro">
          {order.awaiting_customer_approval
            ? t('orders.actions.updatedPricingIntro')
            : t('orders.actions.orderPricingIntro')}
        </p>
      )}
      <div className="order-actions__buttons">
        {allowed.map((name) => (
          <button
            key={name}
            type="button"
            className={`button ${name.startsWith('approve') ? 'button--primary' : 'button--outline'}`}
            disabled={pending !== null}
            aria-busy={pending === name || undefined}
            onClick={() => (CONFIRMED.has(name) ? setAsking(name) : run(name))}
          >
            {t(ACTION_LABELS[name])}
          </button>
        ))}
      </div>
      {asking && (
        <ConfirmDialog
          title={t(ACTION_LABELS[asking])}
          confirmLabel={t(ACTION_LABELS[asking])}
          danger={asking.startsWith('reject')}
          pending={pending !== null}
          onConfirm={() => run(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>{t(CONFIRM_TEXTS[asking])}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Send a change request about the order or one of its lines (when the order is still open). */
function ChangeRequestForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [send, { isLoading: pending }] = useSendChangeRequestMutation();
  const baseId = useId();
  const [message, setMessage] = useState('');
  const [lineId, setLineId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const empty = message.trim() === '';
  const own = submitted && empty ? [t('orders.changeRequests.required')] : [];
  const errors = own.length > 0 ? own : serverErrors;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (empty || pending) return;
    setServerErrors([]);
    send({
      orderId: order._id,
      body: lineId ? { message: message.trim(), lineId } : { message: message.trim() },
    })
      .unwrap()
      .then(
        (answer) => {
          feedback.succeeded(answer.message);
          setMessage('');
          setLineId('');
          setSubmitted(false);
        },
        (error: unknown) => {
          const onField = isApiFailure(error) ? (error.errors?.['message'] ?? []) : [];
          if (onField.length > 0) setServerErrors(onField);
          else feedback.failed(error);
        },
      );
  };

  return (
    <form className="change-request-form" noValidate onSubmit={submit}>
      <div className="field">
        <FieldLabel htmlFor={`${baseId}-line`}>{t('orders.changeRequests.about')}</FieldLabel>
        <select
          id={`${baseId}-line`}
          className="select"
          value={lineId}
          onChange={(event) => setLineId(event.target.value)}
        >
          <option value="">{t('orders.changeRequests.wholeOrder')}</option>
          {order.lines.map((line) => (
            <option key={line._id} value={line._id}>
              {t('orders.line.number', { number: line.line_number })} {line.design_name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <FieldLabel htmlFor={`${baseId}-message`} required>
          {t('orders.changeRequests.message')}
        </FieldLabel>
        <textarea
          id={`${baseId}-message`}
          className="input textarea"
          rows={3}
          maxLength={CHANGE_REQUEST_MAX_LENGTH}
          value={message}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${baseId}-message-error` : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        {errors.length > 0 && (
          <p className="field__error" id={`${baseId}-message-error`}>
            {errors.join(' ')}
          </p>
        )}
      </div>
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {t('orders.changeRequests.send')}
        </button>
      </div>
    </form>
  );
}

/** /order-details/{orderId}: everything about one order, its lines, what may be done with it, its story. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { orderId = '' } = useParams();
  const ready = useBuyerReady();
  const detail = useOrderQuery(orderId, { skip: !ready || !orderId });
  const order = detail.currentData ?? null;
  const notFound = isNotFound(detail.error);
  const title = order
    ? t('orders.detail.title', { number: order.order_number })
    : t('orders.detail.loadingTitle');

  return (
    <BuyerPage title={title}>
      {!order ? (
        detail.error ? (
          <LoadFailed
            message={
              notFound ? t('orders.detail.notFound') : detail.error.message || t('orders.detail.loadFailed')
            }
            onRetry={notFound ? undefined : () => void detail.refetch()}
          />
        ) : (
          <Loading text={t('orders.detail.loading')} />
        )
      ) : (
        <div className="order-detail">
          <div className="order-detail__status">
            <OrderStatusBadge status={order.status} />
            {order.awaiting_customer_approval && (
              <span className="tag tag--attention">{t('orders.list.awaitingApproval')}</span>
            )}
            <Link className="order-detail__back" to={localize('/order-list')}>
              ‹ {t('orders.detail.back')}
            </Link>
          </div>
          <OrderActions order={order} />
          {/* A bespoke order has no catalogue line a list could hold. */}
          {order.lines.some((line) => line.variant_id !== null) && (
            <AddToListButton
              items={toListItems(
                order.lines.map((line) => ({ variantId: line.variant_id, quantity: line.quantity })),
              )}
              label={t('quickOrder.lists.addOrder')}
            />
          )}
          <OrderOverview
            order={order}
            bespokePath={(bespokeId) => localize(`/bespoke-orders/${encodeURIComponent(bespokeId)}`)}
          />
          <section className="order-lines" aria-labelledby="order-lines-title">
            <h2 className="section-heading" id="order-lines-title">
              {t('orders.detail.lines', { count: order.lines.length })}
            </h2>
            {order.lines.map((line) => (
              <OrderLineCard key={line._id} line={line} />
            ))}
          </section>
          <div className="order-detail__columns">
            <OrderHistoryList order={order} />
            <section className="order-card" aria-labelledby="order-requests-title">
              <h2 className="order-card__title" id="order-requests-title">
                {t('orders.changeRequests.title')}
              </h2>
              <ChangeRequestList requests={order.change_requests} />
              {order.actions.includes('change_request') ? (
                <ChangeRequestForm order={order} />
              ) : (
                order.change_requests.length === 0 && (
                  <p className="muted">{t('orders.changeRequests.closed')}</p>
                )
              )}
            </section>
          </div>
        </div>
      )}
    </BuyerPage>
  );
}
