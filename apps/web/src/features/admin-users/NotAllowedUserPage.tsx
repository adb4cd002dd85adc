import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage, AdminPanel } from '../admin-ui/AdminPage';
import { ConfirmDialog } from '../admin-ui/ConfirmDialog';
import { StatusBadge } from '../admin-ui/StatusBadge';
import { selectUserId } from '../auth/authSelectors';
import { AdminUserListPage } from './AdminUserListPage';
import { fullName, selectAdminUserDetail, selectAdminUserForm } from './adminUsersSelectors';
import { adminStatusSubmitted, adminUserFormOpened, adminUserRequested } from './adminUsersSlice';
import { RoleLabel } from './RoleLabel';

function AdminAccess({ id }: { id: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const detail = useAppSelector(selectAdminUserDetail);
  const submission = useAppSelector(selectAdminUserForm('status'));
  const selfId = useAppSelector(selectUserId);
  const [confirming, setConfirming] = useState(false);
  const user = detail.id === id ? detail.data : null;

  useEffect(() => {
    dispatch(adminUserRequested(id));
    dispatch(adminUserFormOpened('status'));
  }, [dispatch, id]);

  const switchable =
    user !== null && user._id !== selfId && (user.status === 'active' || user.status === 'disabled');
  const restore = () => {
    if (user && submission.status !== 'pending')
      dispatch(adminStatusSubmitted({ id: user._id, status: 'active' }));
  };

  return (
    <AdminPage
      title={t('accounts.admin.users.accessTitle')}
      intro={t('accounts.admin.users.accessIntro')}
      actions={
        <Link className="button button--outline" to={localize('/Admin/admin-user-list')}>
          {t('accounts.admin.common.back')}
        </Link>
      }
    >
      <AdminPanel className="admin-panel--form">
        {user ? (
          <>
            <dl className="summary-list">
              <dt>{t('accounts.admin.users.name')}</dt>
              <dd>{fullName(user)}</dd>
              <dt>{t('accounts.admin.users.email')}</dt>
              <dd>{user.email}</dd>
              <dt>{t('accounts.admin.users.role')}</dt>
              <dd>
                <RoleLabel role={user.role} />
              </dd>
              <dt>{t('accounts.admin.users.status')}</dt>
              <dd>
                <StatusBadge status={user.status} />
              </dd>
            </dl>
            {user._id === selfId && <p className="notice">{t('accounts.admin.users.selfNote')}</p>}
            {switchable && (
              <div className="admin-panel__footer">
                {user.status === 'active' ? (
                  <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                    {t('accounts.admin.users.stop')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--primary"
                    aria-busy={submission.status === 'pending' || undefined}
                    onClick={restore}
                  >
                    {t('accounts.admin.users.restore')}
                  </button>
                )}
              </div>
            )}
          </>
        ) : (
          <p className="admin-panel__status" role="status">
            {detail.status === 'failed'
              ? t('accounts.admin.users.notFound')
              : t('accounts.admin.common.loading')}
          </p>
        )}
      </AdminPanel>
      {confirming && user && (
        <ConfirmDialog
          title={t('accounts.admin.users.stop')}
          confirmLabel={t('accounts.admin.users.stop')}
          pending={submission.status === 'pending'}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            dispatch(adminStatusSubmitted({ id: user._id, status: 'disabled' }));
            setConfirming(false);
          }}
        >
          <p>{t('accounts.admin.users.stopConfirm', { name: fullName(user) })}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}

/** not-allowed-user/{id}: stop or restore an admin user's access; without an id, the admin users. */
export function NotAllowedUserPage() {
  const { id } = useParams();
  if (!id) return <AdminUserListPage />;
  return <AdminAccess key={id} id={id} />;
}
