import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCartLines } from '../../app/cart/cartSelectors';
import { cartLoaded, cartRequested } from '../../app/cart/cartSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ApiFailure } from '../../api/baseApi';
import { BuyerPage, EmptyState, LoadFailed, Loading, useBuyerReady } from '../../shared/orders/OrdersUi';
import { Pagination } from '../../ui/PagedList/Pagination';
import {
  useAddOrderListItemsMutation,
  useCreateOrderListMutation,
  useDeleteOrderListMutation,
  useExportOrderListMutation,
  useImportOrderListMutation,
  useOrderListQuery,
  useOrderListsQuery,
  useOrderListToCartMutation,
  useRemoveOrderListLineMutation,
  useUpdateOrderListLineMutation,
} from './orderListsApi';
import './order-lists.css';
import { LabGrownBadge } from '../../shared/catalogue/LabGrownBadge';

const LISTS_PER_PAGE = 20;

/** /order-lists: the customer's named lists (shared by its users); one list's lines to the cart, CSV out and in. */
export function OrderListsPage() {
  const { t } = useTranslation();
  const ready = useBuyerReady();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const {
    currentData: lists,
    error,
    refetch,
  } = useOrderListsQuery({ page, limit: LISTS_PER_PAGE }, { skip: !ready });
  const [create, creating] = useCreateOrderListMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    try {
      const list = await create(name.trim()).unwrap();
      setName('');
      setOpenId(list.id);
    } catch (failure) {
      setMessage((failure as ApiFailure).message);
    }
  };

  return (
    <BuyerPage title={t('quickOrder.lists.title')} intro={t('quickOrder.lists.intro')} nav={false}>
      <form className="order-lists__actions" onSubmit={(event) => void submit(event)}>
        <input
          className="order-lists__input"
          aria-label={t('quickOrder.lists.name')}
          placeholder={t('quickOrder.lists.name')}
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button button--primary button--small" disabled={creating.isLoading}>
          {t('quickOrder.lists.create')}
        </button>
      </form>
      {message && (
        <p className="order-lists__notice" role="status">
          {message}
        </p>
      )}
      {error ? (
        <LoadFailed message={error.message ?? ''} onRetry={() => void refetch()} />
      ) : !lists ? (
        <Loading text={t('quickOrder.lists.loading')} />
      ) : lists.rows.length === 0 ? (
        <EmptyState>
          <p>{t('quickOrder.lists.none')}</p>
        </EmptyState>
      ) : (
        <ul className="order-lists__list">
          {lists.rows.map((list) => (
            <li key={list.id}>
              <button
                type="button"
                className="button button--ghost"
                aria-expanded={openId === list.id}
                onClick={() => setOpenId(openId === list.id ? null : list.id)}
              >
                {list.name} ({t('quickOrder.lists.lineCount', { count: list.line_count })})
              </button>
              {openId === list.id && <OrderListPanel listId={list.id} onMessage={setMessage} />}
            </li>
          ))}
        </ul>
      )}
      {lists && lists.count > LISTS_PER_PAGE && (
        <Pagination page={page} pageSize={LISTS_PER_PAGE} total={lists.count} onPage={setPage} />
      )}
    </BuyerPage>
  );
}

function OrderListPanel({ listId, onMessage }: { listId: string; onMessage: (text: string) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { currentData: list, error } = useOrderListQuery(listId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [toCart, adding] = useOrderListToCartMutation();
  const [update] = useUpdateOrderListLineMutation();
  const [removeLine] = useRemoveOrderListLineMutation();
  const [remove] = useDeleteOrderListMutation();
  const [importCsv] = useImportOrderListMutation();
  const [exportCsv] = useExportOrderListMutation();
  const [problems, setProblems] = useState<string[]>([]);
  const [addItems] = useAddOrderListItemsMutation();
  const cartLines = useAppSelector(selectCartLines);
  // The cart's lines, to save into the list ("add from the cart").
  useEffect(() => {
    dispatch(cartRequested());
  }, [dispatch]);
  const cartItems = cartLines.flatMap((line) =>
    line.variant_id && !line.is_engraving_charge
      ? [{ variantId: line.variant_id, quantity: line.order_quantity }]
      : [],
  );

  if (error) return <LoadFailed message={error.message ?? ''} />;
  if (!list) return <Loading text={t('quickOrder.lists.loading')} />;

  const failed = (failure: unknown) => onMessage((failure as ApiFailure).message);
  const addToCart = async (lineIds?: string[]) => {
    try {
      const answer = await toCart({ listId, lineIds }).unwrap();
      const entry = answer.cart.data[0];
      if (entry) dispatch(cartLoaded(entry));
      onMessage(answer.message);
      setProblems(answer.rows.filter((r) => !r.ok).map((r) => `${r.code}: ${r.reason ?? ''}`));
    } catch (failure) {
      failed(failure);
    }
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const answer = await importCsv({ listId, csv: await file.text() }).unwrap();
      onMessage(t('quickOrder.lists.imported', { count: answer.added }));
      setProblems(
        answer.rows
          .filter((r) => !r.ok)
          .map((r) => t('quickOrder.rowReason', { n: r.row, reason: r.reason })),
      );
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <section className="order-lists__panel" aria-label={list.name}>
      <div className="table-scroll order-lists__scroll">
        <table className="orders-table order-lists__table">
          <caption className="visually-hidden">{list.name}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('quickOrder.lists.select')}</span>
              </th>
              <th scope="col">{t('quickOrder.code')}</th>
              <th scope="col">{t('quickOrder.variant')}</th>
              <th scope="col">{t('quickOrder.quantity')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('quickOrder.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('quickOrder.lists.selectLine', { sku: line.sku })}
                    checked={selected.has(line.id)}
                    onChange={(event) => {
                      const next = new Set(selected);
                      if (event.target.checked) next.add(line.id);
                      else next.delete(line.id);
                      setSelected(next);
                    }}
                  />
                </td>
                <td>{line.sku}</td>
                <td>
                  {line.design_name} · {line.description}
                  <LabGrownBadge labGrown={line.labGrown} />
                </td>
                <td>
                  <input
                    className="order-lists__input order-lists__input--qty"
                    type="number"
                    min={1}
                    max={999}
                    aria-label={t('quickOrder.lists.quantityOf', { sku: line.sku })}
                    defaultValue={line.quantity}
                    onBlur={(event) => {
                      const quantity = Number(event.target.value);
                      if (Number.isInteger(quantity) && quantity >= 1 && quantity !== line.quantity) {
                        update({ listId, lineId: line.id, quantity }).unwrap().catch(failed);
                      }
                    }}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('quickOrder.lists.removeLine', { sku: line.sku })}
                    onClick={() => void removeLine({ listId, lineId: line.id }).unwrap().catch(failed)}
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="order-lists__actions">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={adding.isLoading || list.lines.length === 0}
          onClick={() => void addToCart()}
        >
          {t('quickOrder.lists.addAll')}
        </button>
        <button
          type="button"
          className="button button--outline button--small"
          disabled={adding.isLoading || selected.size === 0}
          onClick={() => void addToCart([...selected])}
        >
          {t('quickOrder.lists.addSelected', { count: selected.size })}
        </button>
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => void exportCsv({ listId, name: list.name }).unwrap().catch(failed)}
        >
          {t('quickOrder.lists.export')}
        </button>
        <button
          type="button"
          className="button button--outline button--small"
          disabled={cartItems.length === 0}
          onClick={() => void addItems({ listId, items: cartItems }).unwrap().catch(failed)}
        >
          {t('quickOrder.lists.addCart')}
        </button>
        <label className="button button--outline button--small order-lists__file">
          {t('quickOrder.lists.importCsv')}
          <input
            type="file"
            accept=".csv,.txt,text/csv"
            className="visually-hidden"
            onChange={(event) => void readFile(event)}
          />
        </label>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void remove(listId).unwrap().catch(failed)}
        >
          {t('quickOrder.lists.delete')}
        </button>
      </div>
      {problems.length > 0 && (
        <ul className="order-lists__summary" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
