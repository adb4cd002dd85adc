import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select, TextField } from '../../ui/Field';
import { useCreateCustomerGroupMutation, useCustomerGroupsQuery } from './adminCustomersApi';

interface CustomerGroupPickerProps {
  /** The chosen group's id; empty: no group. */
  value: string;
  onChange: (groupId: string) => void;
}

/**
 * The customer's group on the customer edit screen: one of the tenant's groups or none, with a new
 * group made on the spot (chosen at once) when the one wanted does not exist yet.
 */
export function CustomerGroupPicker({ value, onChange }: CustomerGroupPickerProps) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const groups = useCustomerGroupsQuery();
  const [create, { isLoading }] = useCreateCustomerGroupMutation();
  const [name, setName] = useState('');

  const options = [
    { value: '', label: t('accounts.admin.customers.customerGroup.noGroup') },
    ...(groups.data ?? []).map((group) => ({
      value: group._id,
      label: t('accounts.admin.customers.customerGroup.groupOption', {
        name: group.name,
        count: group.customerCount,
      }),
    })),
  ];

  const add = async () => {
    if (name.trim() === '' || isLoading) return;
    try {
      const answer = await create(name.trim()).unwrap();
      onChange(answer.data._id);
      setName('');
      feedback.succeeded(answer.message);
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <>
      <Select
        label={t('accounts.admin.customers.customerGroup.group')}
        hint={t('accounts.admin.customers.customerGroup.groupHint')}
        name="groupId"
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <TextField
        label={t('accounts.admin.customers.customerGroup.newGroupName')}
        name="newGroupName"
        autoComplete="off"
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          // Enter makes the group rather than saving the customer's form around it.
          if (event.key === 'Enter') {
            event.preventDefault();
            void add();
          }
        }}
      />
      <Button type="button" loading={isLoading} disabled={name.trim() === ''} onClick={() => void add()}>
        {t('accounts.admin.customers.customerGroup.createGroup')}
      </Button>
    </>
  );
}
