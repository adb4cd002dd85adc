import type { AdminDiscount } from '@atelier/contracts/catalogue';
import { useCallback, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { FormDialog } from '../../ui/Dialog';
import { Select, TextField } from '../../ui/Field';
import { FieldGrid } from '../../ui/Page';
import { useCustomerGroupsQuery, useCustomersQuery } from '../admin-customers';
import { useAllGroupsQuery } from '../admin-groups';
import {
  DISCOUNT_FIELDS,
  discountValues,
  PRODUCT_KINDS,
  toDiscountBody,
  type DiscountValues,
} from './discountForm';
import { useCreateDiscountMutation, useUpdateDiscountMutation } from './pricesAdminApi';

const FIELDS = Object.keys(DISCOUNT_FIELDS) as Path<DiscountValues>[];
const CUSTOMER_CHOICES = 20;

/** Creates a discount, or edits one (a stale version answers 409). */
export function DiscountDialog({
  discount,
  onClose,
}: {
  discount: AdminDiscount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const fieldName = useCallback(
    (field: keyof DiscountValues) =>
      field === 'productKind' ? t('prices.discounts.productKind') : t(`prices.discounts.fields.${field}`),
    [t],
  );
  const form = useSpecForm<DiscountValues>(DISCOUNT_FIELDS, discountValues(discount, new Date()), fieldName);
  const { errors } = form.formState;
  const [create, creating] = useCreateDiscountMutation();
  const [update, updating] = useUpdateDiscountMutation();
  const [customerSearch, setCustomerSearch] = useState('');
  const customers = useCustomersQuery({
    status: 'approved',
    page: 1,
    limit: CUSTOMER_CHOICES,
    ...(customerSearch.trim() ? { search: customerSearch.trim() } : {}),
  });
  const groups = useAllGroupsQuery();
  const customerGroups = useCustomerGroupsQuery();
  const productKind = form.watch('productKind');
  const chosenCustomer = form.watch('customerId');

  const customerOptions = [
    { value: '', label: t('prices.discounts.everyCustomer') },
    ...(discount?.customerId &&
    discount.customerLabel &&
    !customers.data?.rows.some((c) => c._id === chosenCustomer)
      ? [{ value: discount.customerId, label: discount.customerLabel }]
      : []),
    ...(customers.data?.rows ?? []).map((customer) => ({
      value: customer._id,
      label: customer.acNo ? `${customer.acNo} · ${customer.company}` : customer.company,
    })),
  ];

  const groupOptions = [
    { value: '', label: t('prices.discounts.noCustomerGroup') },
    ...(discount?.customerGroupId &&
    discount.customerGroupLabel &&
    !customerGroups.data?.some((group) => group._id === discount.customerGroupId)
      ? [{ value: discount.customerGroupId, label: discount.customerGroupLabel }]
      : []),
    ...(customerGroups.data ?? []).map((group) => ({ value: group._id, label: group.name })),
  ];

  const submit = form.handleSubmit(async (values) => {
    const body = toDiscountBody(values);
    try {
      const answer = discount
        ? await update({ id: discount.id, body: { ...body, version: discount.version } }).unwrap()
        : await create(body).unwrap();
      feedback.succeeded(answer.message ?? t('prices.discounts.saved'));
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <FormDialog
      title={t(discount ? 'prices.discounts.editTitle' : 'prices.discounts.createTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={creating.isLoading || updating.isLoading}
      cancelLabel={t('prices.common.cancel')}
      saveLabel={t('prices.common.save')}
    >
      <FieldGrid>
        <TextField
          label={t('prices.discounts.customerSearch')}
          hint={t('prices.discounts.customerSearchHint')}
          type="search"
          name="customerSearch"
          value={customerSearch}
          onChange={(event) => setCustomerSearch(event.target.value)}
        />
        <Select
          label={t('prices.discounts.fields.customerId')}
          options={customerOptions}
          {...form.register('customerId')}
          error={fieldError(errors, 'customerId')}
        />
        <Select
          label={t('prices.discounts.fields.customerGroupId')}
          hint={t('prices.discounts.customerGroupHint')}
          options={groupOptions}
          {...form.register('customerGroupId')}
          error={fieldError(errors, 'customerGroupId')}
        />
        <Select
          label={t('prices.discounts.productKind')}
          required
          options={PRODUCT_KINDS.map((value) => ({
            value,
            label: t(`prices.discounts.productKinds.${value}`),
          }))}
          {...form.register('productKind')}
          error={fieldError(errors, 'productKind')}
        />
        {productKind === 'design' && (
          <TextField
            label={t('prices.discounts.fields.designNumber')}
            required
            {...form.register('designNumber')}
            error={fieldError(errors, 'designNumber')}
          />
        )}
        {productKind === 'group' && (
          <Select
            label={t('prices.discounts.fields.mainGroupId')}
            required
            placeholder="—"
            options={(groups.data?.main ?? []).map((group) => ({
              value: String(group._id),
              label: group.name,
            }))}
            {...form.register('mainGroupId')}
            error={fieldError(errors, 'mainGroupId')}
          />
        )}
        <Select
          label={t('prices.discounts.fields.kind')}
          required
          options={[
            { value: 'percent', label: t('prices.discounts.kinds.percent') },
            { value: 'fixed_price', label: t('prices.discounts.kinds.fixed_price') },
          ]}
          {...form.register('kind')}
          error={fieldError(errors, 'kind')}
        />
        <TextField
          label={t('prices.discounts.fields.value')}
          inputMode="decimal"
          required
          {...form.register('value')}
          error={fieldError(errors, 'value')}
        />
        <TextField
          label={t('prices.discounts.fields.startsOn')}
          type="date"
          required
          {...form.register('startsOn')}
          error={fieldError(errors, 'startsOn')}
        />
        <TextField
          label={t('prices.discounts.fields.endsOn')}
          type="date"
          required
          {...form.register('endsOn')}
          error={fieldError(errors, 'endsOn')}
        />
      </FieldGrid>
    </FormDialog>
  );
}
