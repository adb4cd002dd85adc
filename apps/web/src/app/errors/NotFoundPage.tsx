import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import './errors.css';

/** Unknown routes: "404 This page could not be found" and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <section className="error-page">
      <title>{t('meta.notFoundTitle')}</title>
      <h1 className="error-page__title">{t('errors.notFound')}</h1>
      <Link className="button button--primary" to={localize('/')}>
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
