import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../i18n/useLocalize';

/** An unknown /Admin/ screen: the back office's own 404, inside its layout, with a way to the admin home. */
export function AdminNotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <section className="admin-page">
      <title>{t('meta.notFoundTitle')}</title>
      <h1 className="admin-page__title">{t('errors.notFound')}</h1>
      <Link className="button button--primary" to={localize('/admin-home')}>
        {t('admin.homeLink')}
      </Link>
    </section>
  );
}
