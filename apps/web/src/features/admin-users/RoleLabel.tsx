import type { AdminUserView } from '@atelier/contracts/identity';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/Badge';

export function RoleLabel({ role }: { role: string }) {
  const { t } = useTranslation();
  if (role === 'super-admin') return <>{t('accounts.admin.users.roles.superAdmin')}</>;
  if (role === 'admin') return <>{t('accounts.admin.users.roles.admin')}</>;
  return <>{role}</>;
}

const TONES: Record<AdminUserView['status'], BadgeTone> = {
  pending: 'warning',
  active: 'success',
  rejected: 'danger',
  disabled: 'danger',
};

export function UserStatus({ status }: { status: AdminUserView['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`accounts.admin.status.${status}`)}</Badge>;
}
