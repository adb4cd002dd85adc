import { ENGRAVING_TEXT_MAX_LENGTH, MAX_LINE_QUANTITY } from '@atelier/contracts/orders';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignDetail, DesignVariant } from '@atelier/contracts/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FieldLabel } from '../../shared/ui/FormField';
import {
  addToCartBody,
  checkAddToCart,
  RING_SIZE_MAX_LENGTH,
  RING_SIZES,
  SIZE_MAX_LENGTH,
  type AddToCartField,
  type AddToCartValues,
} from '../../app/cart/cartForm';
import {
  selectAddedCount,
  selectAddToCartErrors,
  selectAddToCartPending,
} from '../../app/cart/cartSelectors';
import { addToCartSubmitted } from '../../app/cart/cartSlice';
import '../../shared/orders/cart.css';

const EMPTY: AddToCartValues = { quantity: '1', size: '', ringSize: '', engravingText: '' };

/** Rings are ordered by ring size; other designs by one of their sizes when the design has sizes. */
export function sizeChoice(detail: DesignDetail): { ring: boolean; sizes: string[] } {
  const ring = detail.item.url_path === 'rings';
  const sizes = ring ? [] : (detail.attributes.size ?? []).map((row) => row.name);
  return { ring, sizes };
}

/**
 * The design page's "Add to cart" (issue 5): quantity, ring size or size, an optional engraving, for the
 * variant chosen above; the stock of that variant; the server's answer as a green notification, and the
 * header count follows the cart the server sends back.
 */
export function AddToCartForm({ detail, variant }: { detail: DesignDetail; variant: DesignVariant }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectAddToCartPending);
  const serverErrors = useAppSelector(selectAddToCartErrors);
  const addedCount = useAppSelector(selectAddedCount);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const { ring, sizes } = sizeChoice(detail);

  const [values, setValues] = useState<AddToCartValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<AddToCartField>>(new Set());
  const [shownErrors, setShownErrors] = useState(serverErrors);
  const [seenAdded, setSeenAdded] = useState(addedCount);

  // A new server answer shows all its field errors again.
  if (serverErrors !== shownErrors) {
    setShownErrors(serverErrors);
    setEdited(new Set());
  }
  // Added: the form starts again for the next item (the variant stays chosen above).
  if (addedCount !== seenAdded) {
    setSeenAdded(addedCount);
    setValues(EMPTY);
    setSubmitted(false);
  }

  const issues = checkAddToCart(values, ring);
  const messageOf = (field: AddToCartField): string | null => {
    const issue = issues[field];
    if (submitted && issue) {
      return t(`orders.addToCart.errors.${issue}`, {
        max: field === 'engravingText' ? ENGRAVING_TEXT_MAX_LENGTH : MAX_LINE_QUANTITY,
      });
    }
    if (edited.has(field)) return null;
    return shownErrors?.[field]?.join(' ') ?? null;
  };

  const set = (field: AddToCartField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => new Set(current).add(field));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (Object.keys(issues).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    dispatch(addToCartSubmitted(addToCartBody(variant._id, values)));
  };

  const field = (name: AddToCartField) => {
    const id = `${baseId}-${name}`;
    const message = messageOf(name);
    return {
      id,
      errorId: `${id}-error`,
      message,
      control: {
        id,
        'aria-invalid': message ? (true as const) : undefined,
        'aria-describedby': message ? `${id}-error` : undefined,
      },
    };
  };

  const quantity = field('quantity');
  const size = field(ring ? 'ringSize' : 'size');
  const engraving = field('engravingText');
  const inStock = variant.in_stock && variant.stock_quantity > 0;

  return (
    <section className="add-to-cart" aria-labelledby={titleId}>
      <h2 className="add-to-cart__title" id={titleId}>
        {t('orders.addToCart.title')}
      </h2>
      <p className={`add-to-cart__stock add-to-cart__stock--${inStock ? 'in' : 'order'}`} role="note">
        {inStock
          ? t('orders.addToCart.inStock', { count: variant.stock_quantity })
          : t('orders.addToCart.specialOrder')}
      </p>
      <form className="add-to-cart__form" noValidate onSubmit={submit}>
        <div className="field add-to-cart__quantity">
          <FieldLabel htmlFor={quantity.id} required>
            {t('orders.addToCart.quantity')}
          </FieldLabel>
          <input
            {...quantity.control}
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            step={1}
            required
            value={values.quantity}
            onChange={(event) => set('quantity', event.target.value)}
          />
          {quantity.message && (
            <p className="field__error" id={quantity.errorId}>
              {quantity.message}
            </p>
          )}
        </div>
        {(ring || sizes.length > 0) && (
          <div className="field">
            <FieldLabel htmlFor={size.id} required={ring}>
              {t(ring ? 'orders.addToCart.ringSize' : 'orders.addToCart.size')}
            </FieldLabel>
            <select
              {...size.control}
              className="select"
              required={ring}
              value={ring ? values.ringSize : values.size}
              onChange={(event) => set(ring ? 'ringSize' : 'size', event.target.value)}
            >
              <option value="">
                {t(ring ? 'orders.addToCart.chooseRingSize' : 'orders.addToCart.standardSize')}
              </option>
              {(ring ? RING_SIZES : sizes)
                .filter((value) => value.length <= (ring ? RING_SIZE_MAX_LENGTH : SIZE_MAX_LENGTH))
                .map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
            </select>
            {size.message && (
              <p className="field__error" id={size.errorId}>
                {size.message}
              </p>
            )}
          </div>
        )}
        <div className="field add-to-cart__engraving">
          <FieldLabel htmlFor={engraving.id}>{t('orders.addToCart.engraving')}</FieldLabel>
          <input
            {...engraving.control}
            className="input"
            type="text"
            maxLength={ENGRAVING_TEXT_MAX_LENGTH}
            autoComplete="off"
            aria-describedby={[`${engraving.id}-hint`, engraving.message ? engraving.errorId : null]
              .filter(Boolean)
              .join(' ')}
            value={values.engravingText}
            onChange={(event) => set('engravingText', event.target.value)}
          />
          <p className="field__hint" id={`${engraving.id}-hint`}>
            {t('orders.addToCart.engravingHint', { max: ENGRAVING_TEXT_MAX_LENGTH })}
          </p>
          {engraving.message && (
            <p className="field__error" id={engraving.errorId}>
              {engraving.message}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button button--primary add-to-cart__submit"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? t('orders.addToCart.adding') : t('orders.addToCart.submit')}
        </button>
      </form>
    </section>
  );
}
