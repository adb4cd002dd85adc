import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE_VALUES } from './adminUserForms';

export function useRoleOptions() {
  const { t } = useTranslation();
  return ADMIN_ROLE_VALUES.map((role) => ({
    value: role,
    label:
      role === 'super-admin'
        ? t('accounts.admin.users.roles.superAdmin')
        : t('accounts.admin.users.roles.admin'),
  }));
}
