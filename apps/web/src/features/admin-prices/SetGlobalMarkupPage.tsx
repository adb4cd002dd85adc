import type { PricingSettings } from '@atelier/contracts/admin';
import { useCallback } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selectLanguage } from '../../app/language/languageSelectors';
import { useAppSelector } from '../../app/hooks';
import { formatPrice } from '../../shared/catalogue/formatPrice';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FieldGrid, FormLayout, Page, Panel, StatusLine } from '../../ui/Page';
import {
  exampleRrp,
  MARKUP_FORM_FIELDS,
  markupValues,
  type MarkupValues,
  toPricingSettings,
} from './markupForm';
import { usePricingSettingsQuery, useSavePricingSettingsMutation } from './pricesAdminApi';

const FIELDS = Object.keys(MARKUP_FORM_FIELDS) as Path<MarkupValues>[];

/** set-global-markup: the RRP multiplier used when no customer is selected, and the VAT rate. */
export function SetGlobalMarkupPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = usePricingSettingsQuery();
  return (
    <Page
      title={t('prices.markup.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('prices.markup.intro')}
    >
      {isLoading && <StatusLine>{t('prices.common.loading')}</StatusLine>}
      {isError && <StatusLine>{t('prices.common.loadFailed')}</StatusLine>}
      {data && <MarkupForm key={`${data.globalMarkup}:${data.vatRatePercent}`} settings={data} />}
    </Page>
  );
}

function MarkupForm({ settings }: { settings: PricingSettings }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const feedback = useFormFeedback();
  const fieldName = useCallback((field: keyof MarkupValues) => t(`prices.markup.fields.${field}`), [t]);
  const form = useSpecForm<MarkupValues>(MARKUP_FORM_FIELDS, markupValues(settings), fieldName);
  const { errors } = form.formState;
  const [save, saving] = useSavePricingSettingsMutation();

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save(toPricingSettings(values)).unwrap();
      feedback.succeeded(answer.message ?? t('prices.common.saved'));
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <>
      <Panel title={t('prices.markup.current')}>
        <p>
          {t('prices.markup.example', {
            trade: formatPrice(100, language),
            rrp: formatPrice(exampleRrp(settings), language),
          })}
        </p>
      </Panel>
      <FormLayout
        onSubmit={(event) => void submit(event)}
        actions={
          <Button type="submit" variant="primary" loading={saving.isLoading}>
            {t('prices.common.save')}
          </Button>
        }
      >
        <FieldGrid>
          <TextField
            label={t('prices.markup.fields.globalMarkup')}
            hint={t('prices.markup.markupHint')}
            inputMode="decimal"
            required
            {...form.register('globalMarkup')}
            error={fieldError(errors, 'globalMarkup')}
          />
          <TextField
            label={t('prices.markup.fields.vatRatePercent')}
            hint={t('prices.markup.vatHint')}
            inputMode="decimal"
            required
            {...form.register('vatRatePercent')}
            error={fieldError(errors, 'vatRatePercent')}
          />
        </FieldGrid>
      </FormLayout>
    </>
  );
}
