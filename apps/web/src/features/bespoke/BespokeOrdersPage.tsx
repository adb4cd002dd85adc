import type { BespokeOrderView } from '@atelier/contracts/orders';
import { MAX_LINE_QUANTITY, ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FieldLabel } from '../../shared/ui/FormField';
import { selectLanguage } from '../../app/language/languageSelectors';
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
import { Money } from '../../shared/orders/Money';
import { AuthedImage } from './AuthedImage';
import {
  bespokeFields,
  bespokeMessages,
  EMPTY_BESPOKE,
  IMAGE_ACCEPT,
  IMAGE_MAX_MB,
  type BespokeField,
  type BespokeValues,
} from './bespokeForm';
import { Pagination } from '../../ui/PagedList/Pagination';
import { useBespokeOrdersQuery } from './bespokeApi';
import { selectBespokeForm } from './bespokeSelectors';
import { bespokeOrderSubmitted } from './bespokeSlice';
import './bespoke.css';

export const BESPOKE_TONES = {
  submitted: 'progress',
  quoted: 'warning',
  in_production: 'progress',
  completed: 'success',
  rejected: 'danger',
} as const;

type TextField = Exclude<BespokeField, 'image'>;

const TEXT_FIELDS: ReadonlyArray<{
  name: TextField;
  kind: 'text' | 'textarea' | 'number' | 'date' | 'money';
}> = [
  { name: 'description', kind: 'textarea' },
  { name: 'designReference', kind: 'text' },
  { name: 'metal', kind: 'text' },
  { name: 'karat', kind: 'text' },
  { name: 'size', kind: 'text' },
  { name: 'quantity', kind: 'number' },
  { name: 'budget', kind: 'money' },
  { name: 'requiredBy', kind: 'date' },
  { name: 'notes', kind: 'textarea' },
];

/** The bespoke request: what to make, for how much and by when, with a picture (png, jpg, jpeg or jfif). */
function BespokeForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const form = useAppSelector(selectBespokeForm);
  const baseId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<BespokeValues>(EMPTY_BESPOKE);
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<BespokeField>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<BespokeField>>(new Set());
  const [shownErrors, setShownErrors] = useState(form.errors);
  const [seen, setSeen] = useState(form.sentCount);

  if (form.errors !== shownErrors) {
    setShownErrors(form.errors);
    setEdited(new Set());
  }
  if (form.sentCount !== seen) {
    setSeen(form.sentCount);
    setValues(EMPTY_BESPOKE);
    setFile(null);
    setSubmitted(false);
    setTouched(new Set());
  }
  // The file input keeps its own selection: cleared with the form after a request was sent.
  useEffect(() => {
    if (fileRef.current && form.sentCount > 0) fileRef.current.value = '';
  }, [form.sentCount]);

  const localName = useCallback((field: BespokeField) => t(`orders.bespoke.fieldNames.${field}`), [t]);
  const ruleMessages = useMemo(
    () => bespokeMessages(values, file, language, localName),
    [values, file, language, localName],
  );
  const messagesOf = (field: BespokeField): string[] => {
    const own = submitted || touched.has(field) ? (ruleMessages[field] ?? []) : [];
    if (own.length > 0) return own;
    return edited.has(field) ? [] : (shownErrors?.[field] ?? []);
  };
  const touch = (field: BespokeField) => setTouched((current) => new Set(current).add(field));
  const set = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => new Set(current).add(field));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setSubmitted(true);
    if (form.pending) return;
    if (Object.keys(ruleMessages).length > 0 || !file) {
      window.requestAnimationFrame(() =>
        element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    dispatch(bespokeOrderSubmitted(bespokeFields(values), file));
  };

  const describe = (id: string, hint: boolean, errors: string[]) =>
    [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;

  const imageId = `${baseId}-image`;
  const imageErrors = messagesOf('image');

  return (
    <form className="bespoke-form" noValidate onSubmit={submit} aria-labelledby={`${baseId}-title`}>
      <h2 className="bespoke-form__title" id={`${baseId}-title`}>
        {t('orders.bespoke.formTitle')}
      </h2>
      <p className="bespoke-form__intro">{t('orders.bespoke.formIntro')}</p>
      <div className="bespoke-form__grid">
        {TEXT_FIELDS.map(({ name, kind }) => {
          const id = `${baseId}-${name}`;
          const errors = messagesOf(name);
          const hint = name === 'budget' || name === 'designReference';
          const common = {
            id,
            value: values[name],
            'aria-invalid': errors.length > 0 || undefined,
            'aria-describedby': describe(id, hint, errors),
            'aria-required': name === 'description' || name === 'quantity' || undefined,
            onBlur: () => touch(name),
          };
          return (
            <div key={name} className={`field${kind === 'textarea' ? ' field--wide' : ''}`}>
              <FieldLabel htmlFor={id} required={name === 'description' || name === 'quantity'}>
                {t(`orders.bespoke.labels.${name}`)}
              </FieldLabel>
              {kind === 'textarea' ? (
                <textarea
                  {...common}
                  className="input textarea"
                  rows={name === 'description' ? 4 : 3}
                  maxLength={1000}
                  onChange={(event) => set(name, event.target.value)}
                />
              ) : kind === 'money' ? (
                <div className="money-input">
                  <span className="money-input__unit" aria-hidden="true">
                    £
                  </span>
                  <input
                    {...common}
                    className="input"
                    type="text"
                    inputMode="decimal"
                    onChange={(event) => set(name, event.target.value)}
                  />
                </div>
              ) : (
                <input
                  {...common}
                  className="input"
                  type={kind}
                  {...(kind === 'number'
                    ? { min: 1, max: MAX_LINE_QUANTITY, step: 1, inputMode: 'numeric' as const }
                    : {})}
                  onChange={(event) => set(name, event.target.value)}
                />
              )}
              {hint && (
                <p className="field__hint" id={`${id}-hint`}>
                  {t(`orders.bespoke.hints.${name === 'budget' ? 'budget' : 'designReference'}`)}
                </p>
              )}
              {errors.length > 0 && (
                <p className="field__error" id={`${id}-error`}>
                  {errors.join(' ')}
                </p>
              )}
            </div>
          );
        })}
        <div className="field field--wide">
          <FieldLabel htmlFor={imageId} required>
            {t('orders.bespoke.labels.image')}
          </FieldLabel>
          <input
            id={imageId}
            ref={fileRef}
            className="file-input"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-required
            aria-invalid={imageErrors.length > 0 || undefined}
            aria-describedby={describe(imageId, true, imageErrors)}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              touch('image');
              setEdited((current) => new Set(current).add('image'));
            }}
          />
          <p className="field__hint" id={`${imageId}-hint`}>
            {t('orders.bespoke.hints.image', { max: IMAGE_MAX_MB })}
          </p>
          {imageErrors.length > 0 && (
            <p className="field__error" id={`${imageId}-error`}>
              {imageErrors.join(' ')}
            </p>
          )}
        </div>
      </div>
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={form.pending}
          aria-busy={form.pending || undefined}
        >
          {form.pending ? t('orders.bespoke.sending') : t('orders.bespoke.submit')}
        </button>
      </div>
    </form>
  );
}

function BespokeCard({ order }: { order: BespokeOrderView }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <article className="bespoke-card" aria-labelledby={`bespoke-${order._id}`}>
      <AuthedImage
        path={order.image_url}
        alt={t('orders.bespoke.imageAlt', { reference: order.reference_number })}
        width={120}
        height={120}
        className="bespoke-card__image"
      />
      <div className="bespoke-card__body">
        <div className="bespoke-card__head">
          <h3 className="bespoke-card__title" id={`bespoke-${order._id}`}>
            {order.reference_number}
          </h3>
          <StatusPill tone={BESPOKE_TONES[order.status]}>
            {t(`orders.bespoke.status.${order.status}`)}
          </StatusPill>
        </div>
        <p className="bespoke-card__description">{order.description}</p>
        <Facts
          className="facts-list--inline"
          rows={[
            [t('orders.bespoke.date'), formatOrderDate(order.date || order.created_at)],
            [t('orders.bespoke.labels.quantity'), String(order.quantity)],
            [t('orders.bespoke.labels.designReference'), order.design_reference],
            [t('orders.bespoke.labels.metal'), order.metal],
            [t('orders.bespoke.labels.karat'), order.karat],
            [t('orders.bespoke.labels.size'), order.size],
            [
              t('orders.bespoke.labels.budget'),
              order.budget !== null ? <Money value={order.budget} /> : null,
            ],
            [
              t('orders.bespoke.labels.requiredBy'),
              order.required_by ? formatOrderDate(order.required_by) : null,
            ],
            [t('orders.bespoke.adminNote'), order.admin_note],
          ]}
        />
        <Link
          className="bespoke-card__open"
          to={localize(`/bespoke-orders/${encodeURIComponent(order._id)}`)}
        >
          {t('orders.bespoke.thread.open')}
          {order.open_quote_id ? ` · ${t('orders.bespoke.thread.status.open')}` : ''}
        </Link>
      </div>
    </article>
  );
}

/** /bespoke-orders: the bespoke request form (with its picture) and the customer's requests. */
export function BespokeOrdersPage() {
  const { t } = useTranslation();
  const ready = useBuyerReady();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const {
    currentData: list,
    error,
    refetch,
  } = useBespokeOrdersQuery({ page, limit: ORDERS_PAGE_SIZE }, { skip: !ready });

  return (
    <BuyerPage title={t('orders.bespoke.title')} intro={t('orders.bespoke.intro')}>
      <div className="bespoke-layout">
        <BespokeForm />
        <section className="bespoke-list" aria-labelledby="bespoke-list-title">
          <h2 className="section-heading" id="bespoke-list-title">
            {t('orders.bespoke.listTitle')}
          </h2>
          {error ? (
            <LoadFailed
              message={error.message || t('orders.list.loadFailed')}
              onRetry={() => void refetch()}
            />
          ) : !list ? (
            <Loading text={t('orders.bespoke.loading')} />
          ) : list.rows.length === 0 ? (
            <EmptyState>
              <p>{t('orders.common.noRecords')}</p>
            </EmptyState>
          ) : (
            list.rows.map((order) => <BespokeCard key={order._id} order={order} />)
          )}
          {list && list.rows.length > 0 && (
            <Pagination
              page={list.page}
              pageSize={list.limit}
              total={list.count}
              onPage={(next) =>
                setParams((current) => {
                  const nextParams = new URLSearchParams(current);
                  if (next > 1) nextParams.set('page', String(next));
                  else nextParams.delete('page');
                  return nextParams;
                })
              }
            />
          )}
        </section>
      </div>
    </BuyerPage>
  );
}
