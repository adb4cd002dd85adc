import type { BespokeOrderView, BespokeQuoteView, ShippingOptionCode } from '@atelier/contracts/orders';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { addressLines } from '../../shared/orders/AddressBlock';
import { newIdempotencyKey } from '../../shared/orders/idempotencyKey';
import { Money } from '../../shared/orders/Money';
import { FormDialog } from '../../ui/Dialog';
import { RadioGroup } from '../../ui/Field';
import { useAcceptOptionsQuery, useAnswerBespokeQuoteMutation } from './bespokeApi';

/**
 * Accepting a quote places its special order, so the buyer says where it goes and how, as at checkout
 * (the primary address and standard delivery are chosen first). One Idempotency-Key per dialog: a
 * retried press places nothing twice.
 */
export function AcceptQuoteDialog({
  order,
  quote,
  onClose,
}: {
  order: BespokeOrderView;
  quote: BespokeQuoteView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const options = useAcceptOptionsQuery();
  const [answer, answering] = useAnswerBespokeQuoteMutation();
  const [key] = useState(() => newIdempotencyKey('bespoke'));
  const [addressId, setAddressId] = useState<string | null>(null);
  const [option, setOption] = useState<ShippingOptionCode>('standard');
  const addresses = options.data?.shipping_addresses ?? [];
  const chosenAddress = addressId ?? addresses.find((a) => a.is_primary)?._id ?? addresses[0]?._id ?? null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answering.isLoading) return;
    answer({
      id: order._id,
      quoteId: quote._id,
      answer: 'accept',
      accept: {
        body: { ...(chosenAddress ? { shippingAddressId: chosenAddress } : {}), shippingOption: option },
        idempotencyKey: key,
      },
    })
      .unwrap()
      .then((result) => {
        feedback.succeeded(result.message);
        onClose();
      })
      .catch((failure: unknown) => feedback.failed(failure));
  };

  return (
    <FormDialog
      title={t('orders.bespoke.accept.title', { version: quote.version })}
      onClose={onClose}
      onSubmit={submit}
      saveLabel={t('orders.bespoke.accept.confirm')}
      saving={answering.isLoading}
    >
      <p className="bespoke-accept__summary">
        {t('orders.bespoke.accept.summary', { quantity: order.quantity, metal: quote.metal })}{' '}
        <Money value={quote.price} />
      </p>
      <p className="bespoke-accept__summary">{t('orders.bespoke.accept.intro')}</p>
      {options.isError ? (
        <p role="alert">{t('orders.bespoke.accept.optionsFailed')}</p>
      ) : options.isLoading ? (
        <p>{t('orders.bespoke.accept.loading')}</p>
      ) : (
        <>
          <RadioGroup
            label={t('orders.bespoke.accept.deliverTo')}
            name="shippingAddressId"
            direction="vertical"
            options={addresses.map((a) => ({ value: a._id, label: addressLines(a).join(', ') }))}
            value={chosenAddress ?? ''}
            onChange={setAddressId}
            {...(addresses.length === 0 ? { hint: t('orders.bespoke.accept.noAddress') } : {})}
          />
          <RadioGroup
            label={t('orders.bespoke.accept.shipping')}
            name="shippingOption"
            direction="vertical"
            options={(options.data?.shipping_options ?? []).map((o) => ({
              value: o.code,
              label: `${o.label} (${o.delivery})`,
            }))}
            value={option}
            onChange={(value) => {
              const picked = options.data?.shipping_options.find((o) => o.code === value);
              if (picked) setOption(picked.code);
            }}
          />
        </>
      )}
    </FormDialog>
  );
}
