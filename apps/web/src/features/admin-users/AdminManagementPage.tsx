import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { buttonClass } from '../../ui/Button';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { selectUserId } from '../../app/auth/authSelectors';
import { fullName } from './adminUserNames';
import { useAdminUserQuery } from './adminUsersApi';
import { CreateAdminForm } from './CreateAdminForm';
import { EditAdminForm } from './EditAdminForm';

function BackLink() {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Link className={buttonClass({ variant: 'secondary' })} to={localize('/Admin/admin-user-list')}>
      {t('accounts.admin.common.back')}
    </Link>
  );
}

function EditAdmin({ id }: { id: string }) {
  const { t } = useTranslation();
  const selfId = useAppSelector(selectUserId);
  const { data: user, isError } = useAdminUserQuery(id);
  return (
    <Page
      title={t('accounts.admin.users.editTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={user ? t('accounts.admin.users.editIntro', { name: fullName(user) }) : undefined}
      actions={<BackLink />}
    >
      {user ? (
        <EditAdminForm
          key={`${user._id}-${user.email}-${user.role}`}
          user={user}
          self={user._id === selfId}
        />
      ) : (
        <Panel>
          <StatusLine>
            {isError ? t('accounts.admin.users.notFound') : t('accounts.admin.common.loading')}
          </StatusLine>
        </Panel>
      )}
    </Page>
  );
}

/** admin-management: add an admin user, or (?id=) change or delete one. */
export function AdminManagementPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <EditAdmin key={id} id={id} />;
  return (
    <Page
      title={t('accounts.admin.users.createTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('accounts.admin.users.createIntro')}
      actions={<BackLink />}
    >
      <CreateAdminForm />
    </Page>
  );
}
