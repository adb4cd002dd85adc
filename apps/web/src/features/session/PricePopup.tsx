import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FieldError, FieldLabel } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { useValidationMessage } from '../../shared/ui/useValidationMessage';
import { PRICE_STATUSES, type PriceStatus } from '../../shared/types';
import { hasErrors, type ValidationErrors } from '../../shared/validation';
import { logoutRequested } from '../../app/auth/authSlice';
import { DataLayerGate } from '../../app/DataLayerGate';
import { selectPricePopupOpen } from '../../app/session/sessionSelectors';
import { priceSelectionSubmitted } from '../../app/session/sessionSlice';
import { validatePriceSelection, type PriceField } from './priceValidation';
import { useMappedCustomers } from './useMappedCustomers';
import { customerOptionLabel } from './storedCustomer';

const PRICE_LABEL_KEYS = { 2: 'price.trade', 1: 'price.rrp', 0: 'price.none' } as const;

function PriceDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const message = useValidationMessage();
  const { customers: mapped, primaries: customers, loading } = useMappedCustomers();

  const [priceStatus, setPriceStatus] = useState<PriceStatus | null>(null);
  const [chosenCustomer, setChosenCustomer] = useState('');
  const [errors, setErrors] = useState<ValidationErrors<PriceField>>({});

  const baseId = useId();
  const titleId = `${baseId}-title`;
  const introId = `${baseId}-intro`;
  const priceLabelId = `${baseId}-price-label`;
  const priceErrorId = `${baseId}-price-error`;
  const customerId = `${baseId}-customer`;
  const customerErrorId = `${baseId}-customer-error`;

  const single = customers.length === 1;
  // With a single primary customer it is preselected.
  const customerValue = single ? customers[0]._id : chosenCustomer;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePriceSelection(priceStatus, customerValue, customers.length);
    setErrors(found);
    if (hasErrors(found) || priceStatus === null || loading) return;
    dispatch(priceSelectionSubmitted({ priceStatus, customerId: customerValue || null, customers: mapped }));
  };

  return (
    <Modal labelledBy={titleId} describedBy={introId} size="wide">
      <div className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {t('price.title')}
        </h2>
      </div>
      <p className="modal__intro" id={introId}>
        {t('price.intro')}
      </p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="field">
          <FieldLabel id={priceLabelId} required>
            {t('price.priceType')}
          </FieldLabel>
          <div
            className="radio-group"
            role="radiogroup"
            aria-labelledby={priceLabelId}
            aria-required="true"
            aria-invalid={errors.priceType ? true : undefined}
            aria-describedby={errors.priceType ? priceErrorId : undefined}
          >
            {PRICE_STATUSES.map((status) => (
              <label key={status} className="radio">
                <input
                  type="radio"
                  name="priceStatus"
                  value={status}
                  checked={priceStatus === status}
                  onChange={() => {
                    setPriceStatus(status);
                    setErrors((current) => ({ ...current, priceType: undefined }));
                  }}
                  data-autofocus={status === 2 ? true : undefined}
                />
                <span>{t(PRICE_LABEL_KEYS[status])}</span>
              </label>
            ))}
          </div>
          {errors.priceType && (
            <FieldError id={priceErrorId}>{message('priceType', errors.priceType)}</FieldError>
          )}
        </div>

        <div className="field">
          <FieldLabel htmlFor={customerId} required={customers.length > 1}>
            {t('price.customer')}
          </FieldLabel>
          {loading ? (
            <p className="field__hint" role="status">
              {t('price.loadingCustomers')}
            </p>
          ) : customers.length === 0 ? (
            <p className="field__hint">{t('price.noCustomers')}</p>
          ) : (
            <select
              id={customerId}
              name="customer"
              className="select"
              value={customerValue}
              onChange={(event) => {
                setChosenCustomer(event.target.value);
                setErrors((current) => ({ ...current, customer: undefined }));
              }}
              aria-required={customers.length > 1 ? true : undefined}
              aria-invalid={errors.customer ? true : undefined}
              aria-describedby={errors.customer ? customerErrorId : undefined}
            >
              {!single && <option value="">{t('price.chooseCustomer')}</option>}
              {customers.map((customer) => (
                <option key={customer._id} value={customer._id}>
                  {customerOptionLabel(customer, customers)}
                </option>
              ))}
            </select>
          )}
          {errors.customer && (
            <FieldError id={customerErrorId}>{message('customer', errors.customer)}</FieldError>
          )}
        </div>

        <div className="form__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => dispatch(logoutRequested({ destination: 'home' }))}
          >
            {t('price.cancel')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={loading || undefined}>
            {t('price.continue')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Spec §4 price and customer popup, shown after a customer logs in. */
export function PricePopup() {
  const open = useAppSelector(selectPricePopupOpen);
  return open ? (
    <DataLayerGate>
      <PriceDialog />
    </DataLayerGate>
  ) : null;
}
