import type { CustomerUserView } from '@atelier/contracts/identity';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button, type ButtonProps } from '../../ui/Button';
import { useSetUserStatusMutation } from './adminCustomersApi';

/** Stops an active storefront user (their sessions end at once) or restores a stopped one. */
export function UserStatusButton({ user, size }: { user: CustomerUserView; size?: ButtonProps['size'] }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [setStatus, { isLoading }] = useSetUserStatusMutation();
  if (user.status !== 'active' && user.status !== 'disabled') return null;
  const active = user.status === 'active';
  return (
    <Button
      size={size}
      variant={active ? 'danger' : 'primary'}
      loading={isLoading}
      onClick={() => {
        setStatus({ userId: user._id, status: active ? 'disabled' : 'active' })
          .unwrap()
          .then(
            (answer) => feedback.succeeded(answer.message),
            (error: unknown) => feedback.failed(error),
          );
      }}
    >
      {active ? t('accounts.admin.customers.stopUser') : t('accounts.admin.customers.restoreUser')}
    </Button>
  );
}
