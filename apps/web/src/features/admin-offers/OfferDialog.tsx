import type { AdminOffer } from '@atelier/contracts/catalogue';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { FormDialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { FieldGrid } from '../../ui/Page';
import { OFFER_FIELDS, offerValues, toOfferBody, type OfferValues } from './offerForm';
import { useUpdateOfferMutation } from './offersAdminApi';

const FIELDS = Object.keys(OFFER_FIELDS) as Path<OfferValues>[];

/** Edits one offer: its price, most pieces per order and days (a stale version answers 409). */
export function OfferDialog({ offer, onClose }: { offer: AdminOffer; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const form = useSpecForm<OfferValues>(OFFER_FIELDS, offerValues(offer));
  const { errors } = form.formState;
  const [save, saving] = useUpdateOfferMutation();

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save({ id: offer.id, body: toOfferBody(values, offer.version) }).unwrap();
      feedback.succeeded(answer.message ?? t('offers.saved'));
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <FormDialog
      title={t('offers.editTitle', { sku: offer.sku })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={saving.isLoading}
      cancelLabel={t('offers.cancel')}
      saveLabel={t('offers.save')}
    >
      <FieldGrid>
        <TextField
          label={t('offers.offerPrice')}
          hint={t('offers.tradePriceHint', { price: offer.tradePrice.toFixed(2) })}
          inputMode="decimal"
          required
          {...form.register('offerPrice')}
          error={fieldError(errors, 'offerPrice')}
        />
        <TextField
          label={t('offers.maxQuantity')}
          inputMode="numeric"
          required
          {...form.register('maxQuantity')}
          error={fieldError(errors, 'maxQuantity')}
        />
        <TextField
          label={t('offers.startsOn')}
          type="date"
          required
          {...form.register('startsOn')}
          error={fieldError(errors, 'startsOn')}
        />
        <TextField
          label={t('offers.endsOn')}
          type="date"
          required
          {...form.register('endsOn')}
          error={fieldError(errors, 'endsOn')}
        />
      </FieldGrid>
    </FormDialog>
  );
}
