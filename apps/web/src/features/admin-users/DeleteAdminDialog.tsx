import type { AdminUserView } from '@atelier/contracts/identity';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { ConfirmDialog } from '../../ui/Dialog';
import { fullName } from './adminUserNames';
import { useDeleteAdminUserMutation } from './adminUsersApi';

/** Asks before deleting an admin user (DELETE /admin-users/{id}); back to the list afterwards. */
export function DeleteAdminDialog({ user, onClose }: { user: AdminUserView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const [remove, { isLoading }] = useDeleteAdminUserMutation();
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('accounts.admin.users.deleteTitle')}
      confirmLabel={t('accounts.admin.users.confirmDelete')}
      cancelLabel={t('accounts.admin.common.cancel')}
      pending={isLoading}
      danger
      onCancel={onClose}
      onConfirm={() => {
        if (!user) return;
        onClose();
        remove(user._id)
          .unwrap()
          .then(
            (answer) => {
              feedback.succeeded(answer.message);
              void navigate(localize('/Admin/admin-user-list'));
            },
            (error: unknown) => feedback.failed(error),
          );
      }}
    >
      {user && <p>{t('accounts.admin.users.deleteIntro', { name: fullName(user) })}</p>}
    </ConfirmDialog>
  );
}
