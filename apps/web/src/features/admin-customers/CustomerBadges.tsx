import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/language/languageSelectors';
import { formatDate } from '../../i18n/formatDate';
import { Badge, type BadgeTone } from '../../ui/Badge';

export type CustomerBadgeStatus = 'pending' | 'approved' | 'rejected' | 'active' | 'disabled';

const TONES: Record<CustomerBadgeStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  active: 'success',
  rejected: 'danger',
  disabled: 'danger',
};

/** A customer's or a storefront user's status. */
export function StatusBadge({ status }: { status: CustomerBadgeStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`accounts.admin.status.${status}`)}</Badge>;
}

/** Whether an email address has been verified, beside it. */
export function VerifiedMark({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <Badge tone={verified ? 'success' : 'neutral'}>
        {verified ? t('accounts.admin.common.verified') : t('accounts.admin.common.notVerified')}
      </Badge>
    </>
  );
}

/** Spec §9 dates in the page's language. */
export function useFormatDate(): (iso: string | null | undefined) => string {
  const language = useAppSelector(selectLanguage);
  return useCallback((iso) => formatDate(iso, language), [language]);
}

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
