import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/Field';
import { groupOptions } from './groupChoice';
import { useAllGroupsQuery } from './groupsAdminApi';

/** A main or sub group to work on; the value is `main:<id>` or `sub:<id>` (see groupChoice). */
export function GroupSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const groups = useAllGroupsQuery();
  return (
    <Select
      label={t('catalogueAdmin.mapping.group')}
      placeholder={t('catalogueAdmin.mapping.pickGroup')}
      options={groupOptions(groups.data?.main ?? [], groups.data?.sub ?? [])}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
