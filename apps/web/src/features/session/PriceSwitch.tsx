import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn, selectUserId } from '../../app/auth/authSelectors';
import {
  selectCustomersStatus,
  selectPriceModeKey,
  selectPriceStatus,
  selectPrimaryCustomers,
  selectSelectedCustomer,
} from '../../app/session/sessionSelectors';
import { mappedCustomersRequested, priceSwitchSubmitted } from '../../app/session/sessionSlice';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { PRICE_STATUSES, isPriceStatus, type PriceStatus } from '../../shared/types';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { RadioGroup, Select } from '../../ui/Field';
import { customerOptionLabel } from './storedCustomer';

const PRICE_LABEL_KEYS = { 2: 'price.trade', 1: 'price.rrp', 0: 'price.none' } as const;
const MODE_KEYS = { trade: 'header.trade', retail: 'header.retail', none: 'header.noPrice' } as const;

function PriceSwitchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectPriceStatus);
  const selected = useAppSelector(selectSelectedCustomer);
  const customers = useAppSelector(selectPrimaryCustomers);
  const customersStatus = useAppSelector(selectCustomersStatus);
  const [priceStatus, setPriceStatus] = useState<PriceStatus>(current);
  const [customerId, setCustomerId] = useState(selected?.id ?? '');
  const formId = useId();
  const loading = customersStatus === 'loading' || customersStatus === 'idle';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    dispatch(priceSwitchSubmitted({ priceStatus, customerId: customerId || null }));
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('price.switchTitle')}
      description={t('price.switchIntro')}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('price.cancel')}
          </Button>
          <Button type="submit" variant="primary" form={formId} aria-disabled={loading || undefined}>
            {t('price.apply')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <RadioGroup
          label={t('price.priceType')}
          name="priceStatus"
          direction="vertical"
          value={String(priceStatus)}
          onChange={(value) => {
            const next = Number(value);
            if (isPriceStatus(next)) setPriceStatus(next);
          }}
          options={PRICE_STATUSES.map((status) => ({
            value: String(status),
            label: t(PRICE_LABEL_KEYS[status]),
          }))}
        />
        {loading ? (
          <p role="status">{t('price.loadingCustomers')}</p>
        ) : (
          customers.length > 1 && (
            <Select
              label={t('price.customer')}
              name="customer"
              value={customerId}
              onChange={(event) => setCustomerId(event.target.value)}
              options={customers.map((customer) => ({
                value: customer._id,
                label: customerOptionLabel(customer, customers),
              }))}
            />
          )
        )}
      </form>
    </Dialog>
  );
}

/**
 * The header's switch of price display (Trade, RRP, none) and, for a user mapped to several customers,
 * of the customer, during the session: the server checks both on every call, and every price on screen
 * is read again after a change.
 */
export function PriceSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const customersStatus = useAppSelector(selectCustomersStatus);
  const mode = useAppSelector(selectPriceModeKey) ?? 'none';
  const [open, setOpen] = useState(false);
  if (!loggedIn || !userId) return null;

  const openDialog = () => {
    // After a page reload the mapped customers are not in the store; the server's list is the one offered.
    if (customersStatus !== 'loaded' && customersStatus !== 'loading')
      dispatch(mappedCustomersRequested(userId));
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className="price-switch"
        aria-label={t('header.changePrices')}
        aria-haspopup="dialog"
        onClick={openDialog}
      >
        <span className={`price-mode price-mode--${mode}`}>{t(MODE_KEYS[mode])}</span>
        <ChevronDownIcon width="14" height="14" />
      </button>
      {open && <PriceSwitchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
