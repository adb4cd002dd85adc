import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button, buttonClass } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Details, Page, Panel, StatusLine } from '../../ui/Page';
import { selectUserId } from '../../app/auth/authSelectors';
import { AdminUserListPage } from './AdminUserListPage';
import { fullName } from './adminUserNames';
import { useAdminUserQuery, useSetAdminStatusMutation } from './adminUsersApi';
import { RoleLabel, UserStatus } from './RoleLabel';

function AdminAccess({ id }: { id: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const feedback = useFormFeedback();
  const selfId = useAppSelector(selectUserId);
  const { data: user, isError } = useAdminUserQuery(id);
  const [setStatus, { isLoading }] = useSetAdminStatusMutation();
  const [confirming, setConfirming] = useState(false);

  const switchable =
    user !== undefined && user._id !== selfId && (user.status === 'active' || user.status === 'disabled');
  const change = (status: 'active' | 'disabled') => {
    if (!user || isLoading) return;
    setStatus({ id: user._id, status })
      .unwrap()
      .then(
        (answer) => feedback.succeeded(answer.message),
        (error: unknown) => feedback.failed(error),
      );
  };

  return (
    <Page
      title={t('accounts.admin.users.accessTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('accounts.admin.users.accessIntro')}
      actions={
        <Link className={buttonClass({ variant: 'secondary' })} to={localize('/Admin/admin-user-list')}>
          {t('accounts.admin.common.back')}
        </Link>
      }
    >
      <Panel>
        {user ? (
          <>
            <Details
              items={[
                [t('accounts.admin.users.name'), fullName(user)],
                [t('accounts.admin.users.email'), user.email],
                [t('accounts.admin.users.role'), <RoleLabel key="role" role={user.role} />],
                [t('accounts.admin.users.status'), <UserStatus key="status" status={user.status} />],
              ]}
            />
            {user._id === selfId && <p role="note">{t('accounts.admin.users.selfNote')}</p>}
            {switchable && (
              <div>
                {user.status === 'active' ? (
                  <Button variant="danger" onClick={() => setConfirming(true)}>
                    {t('accounts.admin.users.stop')}
                  </Button>
                ) : (
                  <Button variant="primary" loading={isLoading} onClick={() => change('active')}>
                    {t('accounts.admin.users.restore')}
                  </Button>
                )}
              </div>
            )}
          </>
        ) : (
          <StatusLine>
            {isError ? t('accounts.admin.users.notFound') : t('accounts.admin.common.loading')}
          </StatusLine>
        )}
      </Panel>
      <ConfirmDialog
        open={confirming && user !== undefined}
        title={t('accounts.admin.users.stop')}
        confirmLabel={t('accounts.admin.users.stop')}
        cancelLabel={t('accounts.admin.common.cancel')}
        pending={isLoading}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          change('disabled');
        }}
      >
        {user && <p>{t('accounts.admin.users.stopConfirm', { name: fullName(user) })}</p>}
      </ConfirmDialog>
    </Page>
  );
}

/** not-allowed-user/{id}: stop or restore an admin user's access; without an id, the admin users. */
export function NotAllowedUserPage() {
  const { id } = useParams();
  if (!id) return <AdminUserListPage />;
  return <AdminAccess key={id} id={id} />;
}
