import type { CustomerDetail } from '@atelier/contracts/identity';
import { toNumber } from '@atelier/contracts/common';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, useAccountFieldName, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Checkbox, Select, Textarea, TextField } from '../../ui/Field';
import { FieldGrid, FormLayout } from '../../ui/Page';
import { useCurrencyChoices } from '../registration';
import { useUpdateCustomerMutation } from './adminCustomersApi';
import { CustomerGroupPicker } from './CustomerGroupPicker';
import {
  CUSTOMER_EDIT_FIELDS,
  customerEditSpec,
  customerEditValues,
  toCustomerUpdate,
  type CustomerEditField,
} from './customerEditForm';
import type { FormValues } from '../../shared/forms/formMessages';

type Values = FormValues<CustomerEditField>;
const FIELDS = Object.keys(CUSTOMER_EDIT_FIELDS) as Path<Values>[];

/** PUT /customers/{id}: the application's or the account's details, markup, VAT flag and customer group. */
export function CustomerEditForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const currencyOptions = useCurrencyChoices().options;
  const [update, { isLoading }] = useUpdateCustomerMutation();
  const approved = customer.status === 'approved';
  const [initial] = useState(() => customerEditValues(customer));
  const [spec] = useState(() => customerEditSpec(initial));
  const form = useSpecForm<Values>(spec, initial, useAccountFieldName());
  const [groupId, setGroupId] = useState(customer.groupId ?? '');
  const { errors } = form.formState;

  const save = form.handleSubmit(async (values) => {
    const markup = toNumber(values.markup);
    if (markup === null || isLoading) return;
    try {
      const body = toCustomerUpdate(values, initial, approved, markup);
      if (groupId !== (customer.groupId ?? '')) body.groupId = groupId === '' ? null : groupId;
      const answer = await update({ id: customer._id, body }).unwrap();
      feedback.succeeded(answer.message);
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  const field = (name: CustomerEditField, props: { type?: string; inputMode?: 'url' | 'decimal' } = {}) => (
    <TextField
      label={t(`accounts.labels.${name}`)}
      required={spec[name].required}
      {...props}
      {...form.register(name)}
      error={fieldError(errors, name)}
    />
  );

  return (
    <FormLayout
      onSubmit={(event) => void save(event)}
      actions={
        <Button type="submit" variant="primary" loading={isLoading}>
          {isLoading ? t('accounts.form.saving') : t('accounts.admin.common.save')}
        </Button>
      }
    >
      <FieldGrid legend={t('accounts.admin.customers.detailsSection')}>
        {field('companyName')}
        {field('contactName')}
        {field('companyPhone', { type: 'tel' })}
        {field('mobile', { type: 'tel' })}
        {field('website', { inputMode: 'url' })}
        {field('vatNumber')}
        <Select
          label={t('accounts.labels.currency')}
          required={spec.currency.required}
          options={currencyOptions}
          placeholder={t('accounts.form.chooseCurrency')}
          {...form.register('currency')}
          error={fieldError(errors, 'currency')}
        />
      </FieldGrid>
      <FieldGrid legend={t('accounts.admin.customers.addressSection')}>
        {field('addressLine1')}
        {field('addressLine2')}
        {field('city')}
        {field('county')}
        {field('postCode')}
        {field('country')}
      </FieldGrid>
      <FieldGrid legend={t('accounts.admin.customers.pricingSection')}>
        <TextField
          label={t('accounts.labels.markup')}
          hint={t('accounts.form.markupHint')}
          inputMode="decimal"
          required
          {...form.register('markup')}
          error={fieldError(errors, 'markup')}
        />
        {approved && (
          <TextField
            label={t('accounts.labels.acNo')}
            autoComplete="off"
            {...form.register('acNo')}
            error={fieldError(errors, 'acNo')}
          />
        )}
        <Checkbox
          label={t('accounts.labels.isVatApplicable')}
          {...form.register('isVatApplicable')}
          error={fieldError(errors, 'isVatApplicable')}
        />
        <CustomerGroupPicker value={groupId} onChange={setGroupId} />
      </FieldGrid>
      <FieldGrid legend={t('accounts.registration.more')}>
        <Textarea
          label={t('accounts.labels.references')}
          {...form.register('references')}
          error={fieldError(errors, 'references')}
        />
        <Textarea
          label={t('accounts.labels.comments')}
          {...form.register('comments')}
          error={fieldError(errors, 'comments')}
        />
      </FieldGrid>
    </FormLayout>
  );
}
