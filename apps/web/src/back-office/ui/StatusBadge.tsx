import { useTranslation } from 'react-i18next';

export type BadgeStatus = 'pending' | 'approved' | 'rejected' | 'active' | 'disabled';

export function StatusBadge({ status }: { status: BadgeStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${status}`}>{t(`accounts.admin.status.${status}`)}</span>;
}

export function VerifiedMark({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`verified${verified ? ' verified--yes' : ''}`}>
      {verified ? t('accounts.admin.common.verified') : t('accounts.admin.common.notVerified')}
    </span>
  );
}
