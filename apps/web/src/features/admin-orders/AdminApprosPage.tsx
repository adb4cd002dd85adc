import type { ApproView } from '@atelier/contracts/orders';
import { APPRO_STATUSES, MAX_LINE_QUANTITY, ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AdminPage, AdminPanel } from '../../back-office/ui/AdminPage';
import { APPRO_TONES } from '../appros';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import { Pager } from '../../shared/orders/OrdersUi';
import { useListParams } from '../../shared/orders/useListParams';
import { parsePieces } from './AdminOrderPage';
import { TableState, useCustomerChoices } from './AdminOrdersPage';
import { selectAdminApproForm, selectAdminAppros, selectAdminUpdating } from './adminOrdersSelectors';
import {
  adminApproCreateSubmitted,
  adminApproReturnsSubmitted,
  adminApprosRequested,
} from './adminOrdersSlice';
import './admin-orders.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LineInput {
  key: number;
  variantId: string;
  quantity: string;
}

/** A new appro: the customer, the variants sent on approval and how many, when they are due back. */
function CreateApproForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectAdminApproForm);
  const customers = useCustomerChoices();
  const baseId = useId();
  const [customerId, setCustomerId] = useState('');
  const [lines, setLines] = useState<LineInput[]>([{ key: 1, variantId: '', quantity: '1' }]);
  const [dueDate, setDueDate] = useState('');
  const [notes, setNotes] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [seen, setSeen] = useState(form.createdCount);
  if (form.createdCount !== seen) {
    setSeen(form.createdCount);
    setLines([{ key: 1, variantId: '', quantity: '1' }]);
    setDueDate('');
    setNotes('');
    setSubmitted(false);
  }
  const serverError = (field: string) => form.errors?.[field]?.join(' ');
  const customerInvalid = !UUID.test(customerId.trim());
  const lineIssues = lines.map((line) => ({
    variant: !UUID.test(line.variantId.trim()),
    quantity: (parsePieces(line.quantity, MAX_LINE_QUANTITY) ?? 0) < 1,
  }));
  const invalid = customerInvalid || lineIssues.some((issue) => issue.variant || issue.quantity);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || form.pending) return;
    dispatch(
      adminApproCreateSubmitted({
        customerId: customerId.trim(),
        lines: lines.map((line) => ({
          variantId: line.variantId.trim(),
          quantity: Number(line.quantity.trim()),
        })),
        ...(dueDate ? { dueDate } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      }),
    );
  };
  const customerMessage =
    submitted && customerInvalid ? t('orders.admin.appros.customerRequired') : serverError('customerId');

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <div className="admin-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${baseId}-customer`}>
            {t('orders.fields.customer')}
          </label>
          {customers.status === 'loaded' ? (
            <select
              id={`${baseId}-customer`}
              className="select"
              value={customerId}
              aria-invalid={customerMessage ? true : undefined}
              onChange={(event) => setCustomerId(event.target.value)}
            >
              <option value="">{t('orders.admin.appros.chooseCustomer')}</option>
              {customers.rows.map((customer) => (
                <option key={customer._id} value={customer._id}>
                  {customer.company}
                  {customer.acNo ? ` (${customer.acNo})` : ''}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${baseId}-customer`}
              className="input"
              value={customerId}
              placeholder={t('orders.admin.appros.customerIdPlaceholder')}
              aria-invalid={customerMessage ? true : undefined}
              onChange={(event) => setCustomerId(event.target.value)}
            />
          )}
          {customerMessage && <p className="field__error">{customerMessage}</p>}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${baseId}-due`}>
            {t('orders.appros.due')}
          </label>
          <input
            id={`${baseId}-due`}
            className="input"
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
          {serverError('dueDate') && <p className="field__error">{serverError('dueDate')}</p>}
        </div>
      </div>
      <fieldset className="appro-lines">
        <legend className="field__label">{t('orders.admin.appros.lines')}</legend>
        {lines.map((line, index) => {
          const issue = lineIssues[index];
          const variantMessage =
            submitted && issue?.variant
              ? t('orders.admin.appros.variantInvalid')
              : serverError(`lines.${index}.variantId`);
          const quantityMessage =
            submitted && issue?.quantity
              ? t('orders.addToCart.errors.quantity', { max: MAX_LINE_QUANTITY })
              : serverError(`lines.${index}.quantity`);
          return (
            <div key={line.key} className="appro-lines__row">
              <div className="field">
                <label className="field__label" htmlFor={`${baseId}-variant-${line.key}`}>
                  {t('orders.admin.appros.variant', { number: index + 1 })}
                </label>
                <input
                  id={`${baseId}-variant-${line.key}`}
                  className="input"
                  value={line.variantId}
                  placeholder="00000000-0000-4000-8000-000000000000"
                  aria-invalid={variantMessage ? true : undefined}
                  onChange={(event) =>
                    setLines((current) =>
                      current.map((item) =>
                        item.key === line.key ? { ...item, variantId: event.target.value } : item,
                      ),
                    )
                  }
                />
                {variantMessage && <p className="field__error">{variantMessage}</p>}
              </div>
              <div className="field appro-lines__quantity">
                <label className="field__label" htmlFor={`${baseId}-quantity-${line.key}`}>
                  {t('orders.line.quantity')}
                </label>
                <input
                  id={`${baseId}-quantity-${line.key}`}
                  className="input"
                  type="number"
                  min={1}
                  max={MAX_LINE_QUANTITY}
                  value={line.quantity}
                  aria-invalid={quantityMessage ? true : undefined}
                  onChange={(event) =>
                    setLines((current) =>
                      current.map((item) =>
                        item.key === line.key ? { ...item, quantity: event.target.value } : item,
                      ),
                    )
                  }
                />
                {quantityMessage && <p className="field__error">{quantityMessage}</p>}
              </div>
              {lines.length > 1 && (
                <button
                  type="button"
                  className="button button--text button--text-danger appro-lines__remove"
                  onClick={() => setLines((current) => current.filter((item) => item.key !== line.key))}
                >
                  {t('orders.admin.appros.removeLine', { number: index + 1 })}
                </button>
              )}
            </div>
          );
        })}
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() =>
            setLines((current) => [
              ...current,
              { key: Math.max(...current.map((item) => item.key)) + 1, variantId: '', quantity: '1' },
            ])
          }
        >
          {t('orders.admin.appros.addLine')}
        </button>
        <p className="field__hint">{t('orders.admin.appros.variantHint')}</p>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${baseId}-notes`}>
          {t('orders.appros.notes')}
        </label>
        <textarea
          id={`${baseId}-notes`}
          className="input textarea"
          rows={2}
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={form.pending}
          aria-busy={form.pending || undefined}
        >
          {t('orders.admin.appros.create')}
        </button>
      </div>
    </form>
  );
}

/** Returned and invoiced pieces of an open appro, line by line. */
function ReturnsForm({ appro }: { appro: ApproView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const updating = useAppSelector(selectAdminUpdating).includes(appro._id);
  const baseId = useId();
  const [values, setValues] = useState<Record<string, { returned: string; invoiced: string }>>({});
  const open = appro.lines.filter((line) => line.quantity_outstanding > 0);
  if (open.length === 0) return null;
  const parsed = open.map((line) => {
    const value = values[line._id] ?? { returned: '', invoiced: '' };
    const returned = parsePieces(value.returned, line.quantity_outstanding);
    const invoiced = parsePieces(value.invoiced, line.quantity_outstanding);
    const valid = returned !== null && invoiced !== null && returned + invoiced <= line.quantity_outstanding;
    return { line, returned: returned ?? 0, invoiced: invoiced ?? 0, valid };
  });
  const chosen = parsed.filter((entry) => entry.valid && entry.returned + entry.invoiced > 0);
  const invalid = parsed.some((entry) => !entry.valid);
  const set = (lineId: string, field: 'returned' | 'invoiced', value: string) =>
    setValues((current) => ({
      ...current,
      [lineId]: { ...(current[lineId] ?? { returned: '', invoiced: '' }), [field]: value },
    }));

  return (
    <details className="appro-returns">
      <summary>{t('orders.admin.appros.recordReturns')}</summary>
      <table className="admin-table admin-table--compact">
        <caption className="visually-hidden">
          {t('orders.admin.appros.returnsOf', { number: appro.appro_number })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.cart.item')}</th>
            <th scope="col" className="is-number">
              {t('orders.appros.outstanding')}
            </th>
            <th scope="col">{t('orders.appros.returned')}</th>
            <th scope="col">{t('orders.appros.invoiced')}</th>
          </tr>
        </thead>
        <tbody>
          {parsed.map(({ line, valid }) => (
            <tr key={line._id}>
              <td>
                {line.design_name}
                <span className="admin-table__secondary">{line.sku ?? line.design_number}</span>
              </td>
              <td className="is-number">{line.quantity_outstanding}</td>
              {(['returned', 'invoiced'] as const).map((field) => (
                <td key={field}>
                  <label className="visually-hidden" htmlFor={`${baseId}-${line._id}-${field}`}>
                    {t(
                      field === 'returned'
                        ? 'orders.admin.appros.returnedOf'
                        : 'orders.admin.appros.invoicedOf',
                      {
                        name: line.design_name,
                      },
                    )}
                  </label>
                  <input
                    id={`${baseId}-${line._id}-${field}`}
                    className="input input--narrow"
                    type="number"
                    min={0}
                    max={line.quantity_outstanding}
                    value={values[line._id]?.[field] ?? ''}
                    aria-invalid={!valid || undefined}
                    onChange={(event) => set(line._id, field, event.target.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {invalid && <p className="field__error">{t('orders.admin.appros.returnsInvalid')}</p>}
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={updating || invalid || chosen.length === 0}
          onClick={() => {
            dispatch(
              adminApproReturnsSubmitted({
                id: appro._id,
                body: {
                  lines: chosen.map((entry) => ({
                    lineId: entry.line._id,
                    ...(entry.returned > 0 ? { returned: entry.returned } : {}),
                    ...(entry.invoiced > 0 ? { invoiced: entry.invoiced } : {}),
                  })),
                },
              }),
            );
            setValues({});
          }}
        >
          {t('orders.admin.appros.saveReturns')}
        </button>
      </div>
    </details>
  );
}

/** /Admin/appros: goods out on approval: create one, see them all, record returns and invoiced pieces. */
export function AdminApprosPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const filterId = useId();
  const list = useAppSelector(selectAdminAppros);
  const { page, status, setQuery } = useListParams(APPRO_STATUSES);

  useEffect(() => {
    dispatch(adminApprosRequested({ page, limit: ORDERS_PAGE_SIZE, status }));
  }, [dispatch, page, status]);

  return (
    <AdminPage title={t('orders.admin.appros.title')} intro={t('orders.admin.appros.intro')}>
      <AdminPanel title={t('orders.admin.appros.createTitle')} titleId="admin-appro-create">
        <CreateApproForm />
      </AdminPanel>
      <div className="admin-filters">
        <div className="admin-filters__select">
          <label className="field__label" htmlFor={filterId}>
            {t('orders.fields.status')}
          </label>
          <select
            id={filterId}
            className="select"
            value={status ?? ''}
            onChange={(event) => setQuery({ status: event.target.value, page: '1' })}
          >
            <option value="">{t('orders.list.allStatuses')}</option>
            {APPRO_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`orders.appros.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="table-wrap" aria-busy={list.status === 'loading' || undefined}>
        <table className="admin-table">
          <caption className="visually-hidden">{t('orders.admin.appros.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.appros.number')}</th>
              <th scope="col">{t('orders.fields.customer')}</th>
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
                <td>
                  <span className="admin-table__primary">{appro.appro_number}</span>
                  <ReturnsForm appro={appro} />
                </td>
                <td>{appro.customer_name}</td>
                <td>{formatOrderDate(appro.issued_date || appro.issued_at)}</td>
                <td>{formatOrderDate(appro.due_date)}</td>
                <td className="is-number">{appro.total_out}</td>
                <td className="is-number">{appro.total_outstanding}</td>
                <td>
                  <StatusPill tone={APPRO_TONES[appro.status]}>
                    {t(`orders.appros.status.${appro.status}`)}
                  </StatusPill>
                </td>
              </tr>
            ))}
            <TableState
              list={list}
              columns={7}
              loading={t('orders.appros.loading')}
              failed={t('orders.list.loadFailed')}
            />
          </tbody>
        </table>
      </div>
      {list.status === 'loaded' && (
        <Pager
          page={list.page}
          pages={list.pages}
          count={list.count}
          onPage={(next) => setQuery({ page: String(next) })}
        />
      )}
    </AdminPage>
  );
}
