import type { DesignSearchResult } from '@atelier/contracts/catalogue';
import type { QuickOrderRowResult, QuickOrderVariant } from '@atelier/contracts/orders';
import { MAX_QUICK_ORDER_ROWS } from '@atelier/contracts/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cartLoaded } from '../../app/cart/cartSlice';
import { useAppDispatch } from '../../app/hooks';
import type { ApiFailure } from '../../api/baseApi';
import { useLocalize } from '../../i18n/useLocalize';
import { BuyerPage } from '../../shared/orders/OrdersUi';
import { FileDrop } from '../../ui/FileDrop';
import { Pagination } from '../../ui/PagedList/Pagination';
import { CodeCombobox } from './CodeCombobox';
import { QUICK_ORDER_FILE_TYPES, readQuickOrderFile } from './quickOrderFile';
import { useAddQuickOrderMutation, useCheckQuickOrderMutation } from './quickOrderApi';
import {
  facetChoices,
  isBlank,
  parsePastedRows,
  pickedVariant,
  type QuickOrderDraft,
  toRequestRows,
  type VariantPicks,
} from './quickOrderRows';
import './quick-order.css';
import { LabGrownBadge } from '../../shared/catalogue/LabGrownBadge';

/** Rows shown a page: a 500-row paste renders ten short pages, not one long table. */
const ROWS_PER_PAGE = 50;
const EMPTY_ROWS = 5;

const variantLabel = (v: QuickOrderVariant) =>
  [v.karat, v.shade, v.quality, `${v.total_carat} ct`].filter((part) => part !== '').join(' · ');

const blankRows = (n: number): QuickOrderDraft[] =>
  Array.from({ length: n }, () => ({ code: '', quantity: '' }));

/**
 * /quick-order: design numbers or SKUs with quantities, typed (with design suggestions), pasted or read
 * from a CSV or XLSX file. The
 * server checks all rows in one call (row number and reason in the buyer's language), then adds all
 * valid rows to the cart in one step.
 */
export function QuickOrderPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const dispatch = useAppDispatch();
  const [rows, setRows] = useState<QuickOrderDraft[]>(blankRows(EMPTY_ROWS));
  const [results, setResults] = useState<Map<number, QuickOrderRowResult>>(new Map());
  const [paste, setPaste] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [check, checking] = useCheckQuickOrderMutation();
  const [add, adding] = useAddQuickOrderMutation();

  const filled = rows.map((row, index) => ({ row, index })).filter(({ row }) => !isBlank(row));
  const invalid = [...results.values()].filter((r) => !r.ok).length;

  const edit = (index: number, change: Partial<QuickOrderDraft>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    setResults((current) => {
      const next = new Map(current);
      next.delete(index);
      return next;
    });
  };

  const append = (drafts: QuickOrderDraft[]) => {
    const kept = rows.filter((row) => !isBlank(row));
    const next = [...kept, ...drafts].slice(0, MAX_QUICK_ORDER_ROWS);
    setRows(next);
    setResults(new Map());
    setPage(1);
  };

  /** Server answers are numbered by the rows sent (blank rows left out): map them back to the table. */
  const applyAnswer = (answer: QuickOrderRowResult[]) => {
    const next = new Map<number, QuickOrderRowResult>();
    answer.forEach((result, i) => {
      const target = filled[i];
      if (target) next.set(target.index, result);
    });
    setResults(next);
  };

  const failed = (error: unknown) => setFailure((error as ApiFailure).message || t('quickOrder.failed'));

  const runCheck = async () => {
    setNotice(null);
    setFailure(null);
    if (filled.length === 0) return;
    try {
      const answer = await check(toRequestRows(filled.map((f) => f.row))).unwrap();
      applyAnswer(answer.rows);
    } catch (error) {
      failed(error);
    }
  };

  const runAdd = async () => {
    setNotice(null);
    setFailure(null);
    if (filled.length === 0) return;
    try {
      const answer = await add(toRequestRows(filled.map((f) => f.row))).unwrap();
      const entry = answer.cart.data[0];
      if (entry) dispatch(cartLoaded(entry));
      setNotice(answer.message);
      // The added rows leave the table; the bad ones stay with their reasons, to fix and add again.
      const remaining = filled.filter((_, i) => answer.rows[i] && !answer.rows[i].ok);
      setRows(remaining.length > 0 ? remaining.map((f) => f.row) : blankRows(EMPTY_ROWS));
      const next = new Map<number, QuickOrderRowResult>();
      remaining.forEach((f, i) => {
        const result = answer.rows[filled.indexOf(f)];
        if (result) next.set(i, result);
      });
      setResults(next);
      setPage(1);
    } catch (error) {
      failed(error);
    }
  };

  /** A design chosen from the suggestions: that one row is checked at once, to offer its variants. */
  const chooseDesign = async (index: number, design: DesignSearchResult) => {
    const row = { code: design.design, quantity: rows[index]?.quantity || '1' };
    edit(index, row);
    try {
      const answer = await check(toRequestRows([row])).unwrap();
      const result = answer.rows[0];
      if (result) setResults((current) => new Map(current).set(index, result));
    } catch (error) {
      failed(error);
    }
  };

  /** A karat, shade, quality or carat chosen: the row names a variant once the choices fit one. */
  const pick = (index: number, options: readonly QuickOrderVariant[], picks: VariantPicks) =>
    setRows((current) =>
      current.map((row, i) =>
        i === index ? { ...row, picks, variantId: pickedVariant(options, picks)?.variant_id } : row,
      ),
    );

  const start = (page - 1) * ROWS_PER_PAGE;
  const shown = rows.slice(start, start + ROWS_PER_PAGE);

  return (
    <BuyerPage title={t('quickOrder.title')} intro={t('quickOrder.intro')} nav={false}>
      <section className="quick-order__paste" aria-label={t('quickOrder.pasteTitle')}>
        <label className="quick-order__label" htmlFor="quick-order-paste">
          {t('quickOrder.pasteLabel')}
        </label>
        <textarea
          id="quick-order-paste"
          className="quick-order__textarea"
          rows={4}
          value={paste}
          placeholder={'R1001\t2\nR1002-18Y, 1'}
          onChange={(event) => setPaste(event.target.value)}
        />
        <div className="quick-order__actions">
          <button
            type="button"
            className="button button--outline button--small"
            disabled={paste.trim() === ''}
            onClick={() => {
              append(parsePastedRows(paste));
              setPaste('');
            }}
          >
            {t('quickOrder.addPasted')}
          </button>
        </div>
        <FileDrop
          label={t('quickOrder.upload')}
          hint={t('quickOrder.uploadHint')}
          accept={QUICK_ORDER_FILE_TYPES}
          multiple={false}
          upload={readQuickOrderFile}
          onUploaded={(_file, drafts) => append(drafts)}
          describeError={() => t('quickOrder.uploadFailed')}
        />
      </section>

      <div className="table-scroll quick-order__scroll">
        <table className="orders-table quick-order__table">
          <caption className="visually-hidden">{t('quickOrder.title')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('quickOrder.code')}</th>
              <th scope="col">{t('quickOrder.quantity')}</th>
              <th scope="col">{t('quickOrder.variant')}</th>
              <th scope="col">{t('quickOrder.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('quickOrder.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, offset) => {
              const index = start + offset;
              const result = results.get(index);
              return (
                <tr
                  key={index}
                  className={result && !result.ok ? 'quick-order__row--bad' : undefined}
                  data-testid="quick-order-row"
                >
                  <td>{index + 1}</td>
                  <td>
                    <CodeCombobox
                      label={t('quickOrder.codeOfRow', { n: index + 1 })}
                      invalid={result?.field === 'code'}
                      value={row.code}
                      onChange={(code) => edit(index, { code, variantId: undefined, picks: undefined })}
                      onChoose={(design) => void chooseDesign(index, design)}
                    />
                  </td>
                  <td>
                    <input
                      className="quick-order__input quick-order__input--qty"
                      inputMode="numeric"
                      aria-label={t('quickOrder.quantityOfRow', { n: index + 1 })}
                      aria-invalid={result?.field === 'quantity' || undefined}
                      value={row.quantity}
                      maxLength={12}
                      onChange={(event) => edit(index, { quantity: event.target.value })}
                    />
                  </td>
                  <td>
                    {result && result.options.length > 1 ? (
                      <VariantPickers
                        row={index + 1}
                        options={result.options}
                        picks={row.picks ?? picksOf(result.variant)}
                        onPick={(picks) => pick(index, result.options, picks)}
                      />
                    ) : result?.variant ? (
                      <span>
                        {result.variant.design_name} · {variantLabel(result.variant)}
                      </span>
                    ) : null}
                    <LabGrownBadge labGrown={(result?.variant ?? result?.options[0])?.labGrown} />
                  </td>
                  <td role="status">
                    {result ? (
                      result.ok ? (
                        <span className="quick-order__ok">{t('quickOrder.ok')}</span>
                      ) : (
                        <span className="quick-order__reason" data-testid="quick-order-reason">
                          {t('quickOrder.rowReason', { n: result.row, reason: result.reason })}
                        </span>
                      )
                    ) : null}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('quickOrder.removeRow', { n: index + 1 })}
                      onClick={() => {
                        setRows((current) => current.filter((_, i) => i !== index));
                        setResults(new Map());
                      }}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length > ROWS_PER_PAGE && (
        <Pagination page={page} pageSize={ROWS_PER_PAGE} total={rows.length} onPage={setPage} />
      )}

      <div className="quick-order__actions">
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() =>
            setRows((current) => [...current, ...blankRows(EMPTY_ROWS)].slice(0, MAX_QUICK_ORDER_ROWS))
          }
        >
          {t('quickOrder.moreRows')}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={checking.isLoading || filled.length === 0}
          onClick={() => void runCheck()}
        >
          {t('quickOrder.check')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={adding.isLoading || filled.length === 0}
          onClick={() => void runAdd()}
        >
          {t('quickOrder.addToCart')}
        </button>
      </div>
      {invalid > 0 && (
        <p className="quick-order__summary" role="alert">
          {t('quickOrder.invalidCount', { count: invalid })}
        </p>
      )}
      {failure && (
        <p className="quick-order__summary" role="alert">
          {failure}
        </p>
      )}
      {notice && (
        <p className="quick-order__notice" role="status">
          {notice} <Link to={localize('/shopping-cart')}>{t('quickOrder.toCart')}</Link>
        </p>
      )}
    </BuyerPage>
  );
}

/** The choices a variant the server already settled on stands for (a SKU row, a checked row). */
const picksOf = (variant: QuickOrderVariant | null): VariantPicks =>
  variant
    ? {
        karat: variant.karat,
        shade: variant.shade,
        quality: variant.quality,
        carat: `${variant.total_carat}`,
      }
    : {};

/** One select per attribute the design's variants differ by, each offering only values that still fit. */
function VariantPickers({
  row,
  options,
  picks,
  onPick,
}: {
  row: number;
  options: readonly QuickOrderVariant[];
  picks: VariantPicks;
  onPick: (picks: VariantPicks) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="quick-order__pickers" role="group" aria-label={t('quickOrder.variantOfRow', { n: row })}>
      {facetChoices(options, picks).map(({ facet, values }) => (
        <select
          key={facet}
          className="quick-order__input quick-order__picker"
          aria-label={t(`quickOrder.facetOfRow.${facet}`, { n: row })}
          value={picks[facet] ?? ''}
          onChange={(event) => onPick({ ...picks, [facet]: event.target.value || undefined })}
        >
          <option value="">{t(`quickOrder.facet.${facet}`)}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {facet === 'carat' ? `${value} ct` : value}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}
