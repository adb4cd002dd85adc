import { useTranslation } from 'react-i18next';

export function RoleLabel({ role }: { role: string }) {
  const { t } = useTranslation();
  if (role === 'super-admin') return <>{t('accounts.admin.users.roles.superAdmin')}</>;
  if (role === 'admin') return <>{t('accounts.admin.users.roles.admin')}</>;
  return <>{role}</>;
}
