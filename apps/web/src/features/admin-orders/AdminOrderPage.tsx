import type { OrderDetail, OrderLineView } from '@atelier/contracts/orders';
import { OrderStatus } from '@atelier/contracts/orders';
import { toNumber } from '@atelier/contracts/common';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage, AdminPanel } from '../../back-office/ui/AdminPage';
import { ChangeRequestList } from '../../shared/orders/ChangeRequestList';
import { ConfirmDialog } from '../../shared/orders/ConfirmDialog';
import { hasAmount, Money } from '../../shared/orders/Money';
import { OrderLineCard } from '../../shared/orders/OrderLines';
import { OrderHistoryList, OrderOverview } from '../../shared/orders/OrderOverview';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import { LoadFailed, Loading } from '../../shared/orders/OrdersUi';
import { selectAdminOperation, selectAdminOrderDetail } from './adminOrdersSelectors';
import { adminOrderOperationSubmitted, adminOrderRequested, type OrderOperation } from './adminOrdersSlice';
import './admin-orders.css';

/** A unit price as typed: pounds, at least 0, at most two decimals (the server's money rule). */
export function parseUnitPrice(text: string): number | null {
  const value = toNumber(text);
  if (value === null || value < 0 || value > 10_000_000) return null;
  const dot = text.trim().indexOf('.');
  return dot >= 0 && text.trim().length - dot - 1 > 2 ? null : value;
}

/** A number of pieces as typed: a whole number from 0 to `max`. */
export function parsePieces(text: string, max: number): number | null {
  if (text.trim() === '') return 0;
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= max ? value : null;
}

const OPEN_STATUSES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.PendingOrder,
  OrderStatus.PartialComplete,
  OrderStatus.PartialCancel,
  OrderStatus.PartialSOForApprove,
  OrderStatus.PartialSOApprove,
  OrderStatus.SOApprove,
]);

/** Errors of `lines.<i>.<field>` of the last answer, by the line they were about. */
function lineErrors(
  errors: Record<string, string[]> | null,
  sentLineIds: readonly string[],
  field: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const match = /^lines\.(\d+)(?:\.(\w+))?$/.exec(key);
    if (!match || (match[2] && match[2] !== field)) continue;
    const lineId = sentLineIds[Number(match[1])];
    if (lineId) found[lineId] = messages.join(' ');
  }
  return found;
}

type Asking = { title: string; text: string; confirm: string; danger: boolean; operation: OrderOperation };

function StatusForm({ order, onAsk }: { order: OrderDetail; onAsk: (asking: Asking) => void }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [status, setStatus] = useState<'2' | '0'>('2');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = status === '2' ? 2 : 0;
    onAsk({
      title: t('orders.admin.order.statusTitle'),
      text: t(target === 2 ? 'orders.admin.order.completeConfirm' : 'orders.admin.order.cancelConfirm', {
        number: order.order_number,
      }),
      confirm: t('orders.admin.order.applyStatus'),
      danger: target === 0,
      operation: {
        kind: 'status',
        body: note.trim() ? { status: target, note: note.trim() } : { status: target },
      },
    });
  };
  return (
    <form className="admin-form" onSubmit={submit}>
      <div className="admin-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${baseId}-status`}>
            {t('orders.admin.order.newStatus')}
          </label>
          <select
            id={`${baseId}-status`}
            className="select"
            value={status}
            onChange={(event) => setStatus(event.target.value === '0' ? '0' : '2')}
          >
            <option value="2">{t('orders.status.2')}</option>
            <option value="0">{t('orders.status.0')}</option>
          </select>
          <p className="field__hint">{t('orders.admin.order.statusHint')}</p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${baseId}-note`}>
            {t('orders.admin.order.note')}
          </label>
          <textarea
            id={`${baseId}-note`}
            className="input textarea"
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          {t('orders.admin.order.applyStatus')}
        </button>
      </div>
    </form>
  );
}

/** New unit prices for pending lines; the customer then approves or rejects them on the storefront. */
function PricingForm({ order, lines }: { order: OrderDetail; lines: OrderLineView[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const operation = useAppSelector(selectAdminOperation);
  const baseId = useId();
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<string[]>([]);
  const [seen, setSeen] = useState(operation.doneCount);
  if (operation.doneCount !== seen) {
    setSeen(operation.doneCount);
    setPrices({});
    setNote('');
    setSubmitted(false);
  }
  const entered = lines.filter((line) => (prices[line._id] ?? '').trim() !== '');
  const invalid = new Set(
    entered.filter((line) => parseUnitPrice(prices[line._id] ?? '') === null).map((line) => line._id),
  );
  const server = lineErrors(operation.errors, sent, 'unitPrice');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (entered.length === 0 || invalid.size > 0 || operation.pending) return;
    const body = {
      lines: entered.map((line) => ({
        lineId: line._id,
        unitPrice: parseUnitPrice(prices[line._id] ?? '') ?? 0,
      })),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    setSent(body.lines.map((line) => line.lineId));
    dispatch(adminOrderOperationSubmitted({ orderId: order._id, operation: { kind: 'pricing', body } }));
  };

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <table className="admin-table admin-table--compact">
        <caption className="visually-hidden">{t('orders.admin.order.pricingTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.cart.item')}</th>
            <th scope="col" className="is-number">
              {t('orders.line.pendingQty')}
            </th>
            <th scope="col" className="is-number">
              {t('orders.line.netUnitPrice')}
            </th>
            <th scope="col" className="is-number">
              {t('orders.line.updatedPrice')}
            </th>
            <th scope="col">{t('orders.admin.order.newPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const id = `${baseId}-${line._id}`;
            const error =
              submitted && invalid.has(line._id) ? t('orders.admin.order.priceInvalid') : server[line._id];
            return (
              <tr key={line._id}>
                <td>
                  <span className="admin-table__primary">
                    {t('orders.line.number', { number: line.line_number })} {line.design_name}
                  </span>
                  <span className="admin-table__secondary">{line.sku ?? line.design_number}</span>
                </td>
                <td className="is-number">{line.pending_qty}</td>
                <td className="is-number">
                  <Money value={line.net_unit_price} />
                </td>
                <td className="is-number">
                  {hasAmount(line.updated_price) ? <Money value={line.updated_price} /> : '—'}
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={id}>
                    {t('orders.admin.order.newPriceFor', { number: line.line_number })}
                  </label>
                  <div className="money-input money-input--compact">
                    <span className="money-input__unit" aria-hidden="true">
                      £
                    </span>
                    <input
                      id={id}
                      className="input"
                      type="text"
                      inputMode="decimal"
                      value={prices[line._id] ?? ''}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(event) =>
                        setPrices((current) => ({ ...current, [line._id]: event.target.value }))
                      }
                    />
                  </div>
                  {error && (
                    <p className="field__error" id={`${id}-error`}>
                      {error}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="field">
        <label className="field__label" htmlFor={`${baseId}-note`}>
          {t('orders.admin.order.noteForCustomer')}
        </label>
        <textarea
          id={`${baseId}-note`}
          className="input textarea"
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {submitted && entered.length === 0 && (
        <p className="field__error">{t('orders.admin.order.noPrices')}</p>
      )}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={operation.pending !== null}
          aria-busy={operation.pending === 'pricing' || undefined}
        >
          {t('orders.admin.order.sendPrices')}
        </button>
      </div>
    </form>
  );
}

/** Invoice every pending piece, or cancel some pieces line by line. */
function PiecesForm({
  order,
  lines,
  onAsk,
}: {
  order: OrderDetail;
  lines: OrderLineView[];
  onAsk: (asking: Asking) => void;
}) {
  const { t } = useTranslation();
  const operation = useAppSelector(selectAdminOperation);
  const baseId = useId();
  const [pieces, setPieces] = useState<Record<string, string>>({});
  const [seen, setSeen] = useState(operation.doneCount);
  if (operation.doneCount !== seen) {
    setSeen(operation.doneCount);
    setPieces({});
  }
  const parsed = lines.map((line) => ({
    line,
    value: parsePieces(pieces[line._id] ?? '', line.pending_qty),
  }));
  const invalid = parsed.some((entry) => entry.value === null);
  const chosen = parsed.filter((entry) => (entry.value ?? 0) > 0);
  const total = lines.reduce((sum, line) => sum + line.pending_qty, 0);

  return (
    <div className="admin-form">
      <table className="admin-table admin-table--compact">
        <caption className="visually-hidden">{t('orders.admin.order.piecesTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.cart.item')}</th>
            <th scope="col" className="is-number">
              {t('orders.line.pendingQty')}
            </th>
            <th scope="col">{t('orders.admin.order.piecesToCancel')}</th>
          </tr>
        </thead>
        <tbody>
          {parsed.map(({ line, value }) => {
            const id = `${baseId}-${line._id}`;
            return (
              <tr key={line._id}>
                <td>
                  <span className="admin-table__primary">
                    {t('orders.line.number', { number: line.line_number })} {line.design_name}
                  </span>
                  <span className="admin-table__secondary">{t(`orders.line.type.${line.order_type}`)}</span>
                </td>
                <td className="is-number">{line.pending_qty}</td>
                <td>
                  <label className="visually-hidden" htmlFor={id}>
                    {t('orders.admin.order.cancelFor', { number: line.line_number })}
                  </label>
                  <input
                    id={id}
                    className="input input--narrow"
                    type="number"
                    min={0}
                    max={line.pending_qty}
                    step={1}
                    value={pieces[line._id] ?? ''}
                    aria-invalid={value === null || undefined}
                    onChange={(event) =>
                      setPieces((current) => ({ ...current, [line._id]: event.target.value }))
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {invalid && <p className="field__error">{t('orders.admin.order.piecesInvalid')}</p>}
      <div className="form__actions form__actions--split">
        <button
          type="button"
          className="button button--outline"
          disabled={operation.pending !== null || total === 0}
          onClick={() =>
            onAsk({
              title: t('orders.admin.order.invoiceTitle'),
              text: t('orders.admin.order.invoiceConfirm', { count: total, number: order.order_number }),
              confirm: t('orders.admin.order.invoiceAll'),
              danger: false,
              operation: { kind: 'invoice', body: {} },
            })
          }
        >
          {t('orders.admin.order.invoiceAll')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={operation.pending !== null || invalid || chosen.length === 0}
          onClick={() =>
            onAsk({
              title: t('orders.admin.order.cancelTitle'),
              text: t('orders.admin.order.cancelPiecesConfirm', {
                count: chosen.reduce((sum, entry) => sum + (entry.value ?? 0), 0),
              }),
              confirm: t('orders.admin.order.cancelPieces'),
              danger: true,
              operation: {
                kind: 'cancel',
                body: {
                  lines: chosen.map((entry) => ({ lineId: entry.line._id, quantity: entry.value ?? 0 })),
                },
              },
            })
          }
        >
          {t('orders.admin.order.cancelPieces')}
        </button>
      </div>
    </div>
  );
}

/** /Admin/orders/{id}: the order with every amount, status change, pricing update, invoicing, cancelling. */
export function AdminOrderPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const { orderId = '' } = useParams();
  const detail = useAppSelector(selectAdminOrderDetail);
  const operation = useAppSelector(selectAdminOperation);
  const [asking, setAsking] = useState<Asking | null>(null);

  useEffect(() => {
    if (orderId) dispatch(adminOrderRequested(orderId));
  }, [dispatch, orderId]);

  const order = detail.id === orderId ? detail.item : null;
  const back = (
    <Link className="button button--ghost" to={localize('/Admin/orders')}>
      ‹ {t('orders.admin.order.back')}
    </Link>
  );

  if (!order) {
    return (
      <AdminPage title={t('orders.detail.loadingTitle')} actions={back}>
        {detail.status === 'failed' ? (
          <LoadFailed
            message={
              detail.notFound ? t('orders.detail.notFound') : (detail.error ?? t('orders.detail.loadFailed'))
            }
            onRetry={detail.notFound ? undefined : () => dispatch(adminOrderRequested(orderId))}
          />
        ) : (
          <Loading text={t('orders.detail.loading')} />
        )}
      </AdminPage>
    );
  }

  const pending = order.lines.filter((line) => line.pending_qty > 0);
  const open = OPEN_STATUSES.has(order.status) && pending.length > 0;

  return (
    <AdminPage
      title={t('orders.detail.title', { number: order.order_number })}
      intro={
        <span className="admin-order__intro">
          <OrderStatusBadge status={order.status} />
          {order.awaiting_customer_approval && (
            <span className="tag tag--attention">{t('orders.admin.orders.awaitingTag')}</span>
          )}
          <span>{order.customer_name}</span>
        </span>
      }
      actions={back}
    >
      <OrderOverview order={order} showCustomer />
      {open && (
        <AdminPanel title={t('orders.admin.order.statusTitle')} titleId="admin-order-status">
          <StatusForm order={order} onAsk={setAsking} />
        </AdminPanel>
      )}
      {open && (
        <AdminPanel title={t('orders.admin.order.piecesTitle')} titleId="admin-order-pieces">
          <PiecesForm order={order} lines={pending} onAsk={setAsking} />
        </AdminPanel>
      )}
      {open && (
        <AdminPanel title={t('orders.admin.order.pricingTitle')} titleId="admin-order-pricing">
          <p className="admin-panel__status">{t('orders.admin.order.pricingIntro')}</p>
          <PricingForm order={order} lines={pending} />
        </AdminPanel>
      )}
      <section className="order-lines" aria-labelledby="admin-order-lines">
        <h2 className="section-heading" id="admin-order-lines">
          {t('orders.detail.lines', { count: order.lines.length })}
        </h2>
        {order.lines.map((line) => (
          <OrderLineCard key={line._id} line={line} />
        ))}
      </section>
      <div className="order-detail__columns">
        <OrderHistoryList order={order} />
        <section className="order-card" aria-labelledby="admin-order-requests">
          <h2 className="order-card__title" id="admin-order-requests">
            {t('orders.changeRequests.title')}
          </h2>
          {order.change_requests.length > 0 ? (
            <ChangeRequestList requests={order.change_requests} />
          ) : (
            <p className="muted">{t('orders.common.noRecords')}</p>
          )}
        </section>
      </div>
      {asking && (
        <ConfirmDialog
          title={asking.title}
          confirmLabel={asking.confirm}
          danger={asking.danger}
          pending={operation.pending !== null}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            dispatch(adminOrderOperationSubmitted({ orderId: order._id, operation: asking.operation }));
            setAsking(null);
          }}
        >
          <p>{asking.text}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
