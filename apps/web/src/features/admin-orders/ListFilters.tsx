import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/Field';
import { useCustomerChoicesQuery } from './adminOrdersApi';

/**
 * The status filter of a back-office list, inside PagedList's filter form: a choice applies at once
 * (the form is submitted, so the other filters typed go along).
 */
export function StatusFilter<S extends string | number>({
  statuses,
  value,
  labelOf,
}: {
  statuses: readonly S[];
  value: string;
  labelOf: (status: S) => string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      name="status"
      label={t('orders.fields.status')}
      placeholder={t('orders.list.allStatuses')}
      defaultValue={value}
      options={statuses.map((status) => ({ value: String(status), label: labelOf(status) }))}
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
    />
  );
}

/** Customer choices (when the admin may read customers; otherwise none are offered). */
export function useCustomerOptions() {
  const customers = useCustomerChoicesQuery();
  return customers.data?.map((customer) => ({
    value: customer._id,
    label: customer.acNo ? `${customer.company} (${customer.acNo})` : customer.company,
  }));
}

/** The customer filter, shown once the customers are known. */
export function CustomerFilter({ value }: { value: string }) {
  const { t } = useTranslation();
  const options = useCustomerOptions();
  if (!options) return null;
  return (
    <Select
      name="customerId"
      label={t('orders.fields.customer')}
      placeholder={t('orders.admin.allCustomers')}
      defaultValue={value}
      options={options}
    />
  );
}
