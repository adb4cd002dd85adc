import { MAX_POSTAGE, SPECIAL_INSTRUCTIONS_MAX_LENGTH } from '@atelier/contracts/orders';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FieldLabel } from '../../shared/ui/FormField';
import { selectLanguage } from '../../app/language/languageSelectors';
import { AddressBlock } from '../../shared/orders/AddressBlock';
import { hasAmount, Money } from '../../shared/orders/Money';
import { LoadFailed, Loading } from '../../shared/orders/OrdersUi';
import { checkoutMessages, type CheckoutField } from './checkoutForm';
import { selectCheckoutFieldErrors, selectCheckoutValues } from './checkoutSelectors';
import { useCheckoutOptions } from './checkoutApi';
import { checkoutOptionsShown, checkoutTabChosen, checkoutValueChanged } from './checkoutSlice';

function FieldMessages({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="field__errors" id={id}>
      {messages.map((message) => (
        <p key={message} className="field__error">
          {message}
        </p>
      ))}
    </div>
  );
}

/**
 * The address tab: the shipping address (the customer's addresses), the shipping option with its
 * carriage, postage (at most two decimals) and special instructions (spec §5's characters).
 */
export function AddressTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { data: options, isError, refetch } = useCheckoutOptions();
  const values = useAppSelector(selectCheckoutValues);
  const serverErrors = useAppSelector(selectCheckoutFieldErrors);
  const baseId = useId();
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const localName = useCallback((field: CheckoutField) => t(`orders.checkout.fieldNames.${field}`), [t]);
  const ruleMessages = useMemo(
    () => checkoutMessages(values, language, localName),
    [values, language, localName],
  );
  const messagesOf = (field: CheckoutField): string[] => {
    const own = submitted || touched.has(field) ? (ruleMessages[field] ?? []) : [];
    return own.length > 0 ? own : (serverErrors?.[field] ?? []);
  };
  const touch = (field: CheckoutField) => setTouched((current) => new Set(current).add(field));
  const change = (field: CheckoutField, value: string) => dispatch(checkoutValueChanged({ field, value }));

  useEffect(() => {
    if (options) dispatch(checkoutOptionsShown(options));
  }, [dispatch, options]);

  if (!options) {
    if (isError)
      return <LoadFailed message={t('orders.checkout.optionsFailed')} onRetry={() => void refetch()} />;
    return <Loading text={t('orders.checkout.loadingOptions')} />;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    if (Object.keys(ruleMessages).length > 0) {
      // After the messages are drawn: the first field in error takes the focus.
      window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    dispatch(checkoutTabChosen('confirm'));
  };

  const addressErrors = messagesOf('shippingAddressId');
  const optionErrors = messagesOf('shippingOption');
  const postageErrors = messagesOf('postage');
  const instructionErrors = messagesOf('specialInstructions');
  const ids = {
    address: `${baseId}-address`,
    option: `${baseId}-option`,
    postage: `${baseId}-postage`,
    instructions: `${baseId}-instructions`,
  };

  return (
    <form className="checkout-step checkout-form" noValidate onSubmit={submit}>
      <div className="checkout-form__columns">
        <fieldset
          className="choice-group"
          aria-invalid={addressErrors.length > 0 || undefined}
          aria-describedby={addressErrors.length > 0 ? `${ids.address}-error` : undefined}
        >
          <legend className="choice-group__legend">
            {t('orders.checkout.shippingAddress')}
            <span className="required-mark" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          {options.shipping_addresses.length === 0 ? (
            <p className="choice-group__empty">{t('orders.checkout.noAddress')}</p>
          ) : (
            options.shipping_addresses.map((address) => (
              <label key={address._id} className="choice">
                <input
                  type="radio"
                  name="shippingAddressId"
                  value={address._id}
                  checked={values.shippingAddressId === address._id}
                  onChange={() => change('shippingAddressId', address._id)}
                />
                <span className="choice__body">
                  <span className="choice__title">
                    {address.company}
                    {address.is_primary && <span className="tag">{t('orders.checkout.primary')}</span>}
                  </span>
                  <AddressBlock address={address} withCompany={false} />
                </span>
              </label>
            ))
          )}
          <FieldMessages id={`${ids.address}-error`} messages={addressErrors} />
        </fieldset>

        <fieldset
          className="choice-group"
          aria-invalid={optionErrors.length > 0 || undefined}
          aria-describedby={optionErrors.length > 0 ? `${ids.option}-error` : undefined}
        >
          <legend className="choice-group__legend">
            {t('orders.checkout.shippingOption')}
            <span className="required-mark" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          {options.shipping_options.map((option) => (
            <label key={option.code} className="choice">
              <input
                type="radio"
                name="shippingOption"
                value={option.code}
                checked={values.shippingOption === option.code}
                onChange={() => change('shippingOption', option.code)}
              />
              <span className="choice__body">
                <span className="choice__title">{option.label}</span>
                <span className="choice__meta">{option.delivery}</span>
              </span>
              {hasAmount(option.carriage) && (
                <span className="choice__aside">
                  <span className="visually-hidden">{t('orders.checkout.carriage')} </span>
                  <Money value={option.carriage} />
                </span>
              )}
            </label>
          ))}
          <FieldMessages id={`${ids.option}-error`} messages={optionErrors} />
        </fieldset>
      </div>

      <div className="checkout-form__columns">
        <div className="field">
          <FieldLabel htmlFor={ids.postage}>{t('orders.checkout.postage')}</FieldLabel>
          <div className="money-input">
            <span className="money-input__unit" aria-hidden="true">
              £
            </span>
            <input
              id={ids.postage}
              className="input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={values.postage}
              aria-invalid={postageErrors.length > 0 || undefined}
              aria-describedby={[
                `${ids.postage}-hint`,
                postageErrors.length > 0 ? `${ids.postage}-error` : null,
              ]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => change('postage', event.target.value)}
              onBlur={() => touch('postage')}
            />
          </div>
          <p className="field__hint" id={`${ids.postage}-hint`}>
            {t('orders.checkout.postageHint', { max: MAX_POSTAGE.toFixed(2) })}
          </p>
          <FieldMessages id={`${ids.postage}-error`} messages={postageErrors} />
        </div>

        <div className="field">
          <FieldLabel htmlFor={ids.instructions}>{t('orders.checkout.specialInstructions')}</FieldLabel>
          <textarea
            id={ids.instructions}
            className="input textarea"
            rows={4}
            maxLength={SPECIAL_INSTRUCTIONS_MAX_LENGTH}
            value={values.specialInstructions}
            aria-invalid={instructionErrors.length > 0 || undefined}
            aria-describedby={[
              `${ids.instructions}-hint`,
              instructionErrors.length > 0 ? `${ids.instructions}-error` : null,
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => change('specialInstructions', event.target.value)}
            onBlur={() => touch('specialInstructions')}
          />
          <p className="field__hint" id={`${ids.instructions}-hint`}>
            {t('orders.checkout.instructionsHint')}{' '}
            <span className="field__counter">
              {values.specialInstructions.length}/{SPECIAL_INSTRUCTIONS_MAX_LENGTH}
            </span>
          </p>
          <FieldMessages id={`${ids.instructions}-error`} messages={instructionErrors} />
        </div>
      </div>

      <div className="checkout-actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => dispatch(checkoutTabChosen('order'))}
        >
          {t('orders.checkout.backToOrder')}
        </button>
        <button type="submit" className="button button--primary">
          {t('orders.checkout.toConfirm')}
        </button>
      </div>
    </form>
  );
}
