import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DataLayerGate } from '../../app/DataLayerGate';
import { selectPriceStatus, selectSelectedCustomer } from '../../app/session/sessionSelectors';
import { priceSwitchSubmitted } from '../../app/session/sessionSlice';
import { PRICE_STATUSES, isPriceStatus, type PriceStatus } from '../../shared/types';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { RadioGroup, Select } from '../../ui/Field';
import { useMappedCustomers } from './useMappedCustomers';
import { customerOptionLabel } from './storedCustomer';

const PRICE_LABEL_KEYS = { 2: 'price.trade', 1: 'price.rrp', 0: 'price.none' } as const;

/** The price switch's dialog: its own chunk, loaded on first use (a visitor never sees it). */
export function PriceSwitchDialog({ onClose }: { onClose: () => void }) {
  return (
    <DataLayerGate>
      <SwitchDialog onClose={onClose} />
    </DataLayerGate>
  );
}

function SwitchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectPriceStatus);
  const selected = useAppSelector(selectSelectedCustomer);
  const { primaries: customers, loading } = useMappedCustomers();
  const [priceStatus, setPriceStatus] = useState<PriceStatus>(current);
  const [customerId, setCustomerId] = useState(selected?.id ?? '');
  const formId = useId();

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
