import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { CONTACT } from '../../shared/contact';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';
import { contentPagePath } from '../../features/content/contentPaths';
import { DemoVideos } from '../../features/content/DemoVideos';
import { Logo } from './Logo';

/** Customer footer: company and customer-care links, newsletter, demo videos, copyright and registration. */
export function Footer() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <section className="footer__brand">
          <Logo to={localize('/')} compact />
          <p>{t('footer.about')}</p>
          <p>
            <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>
            <br />
            {t('header.city')}
          </p>
        </section>
        <nav className="footer__nav" aria-label={t('footer.navigation')}>
          <section>
            <h2 className="footer__heading">{t('footer.company')}</h2>
            <ul className="footer__links">
              <li>
                <Link to={localize(contentPagePath('why-us'))}>{t('footer.whyUs')}</Link>
              </li>
              <li>
                <Link to={localize(contentPagePath('terms-conditions'))}>{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to={localize(contentPagePath('cookies-policy'))}>{t('footer.cookies')}</Link>
              </li>
            </ul>
          </section>
          <section>
            <h2 className="footer__heading">{t('footer.customerCare')}</h2>
            <ul className="footer__links">
              <li>
                <Link to={localize(contentPagePath('how-to-order'))}>{t('footer.howToOrder')}</Link>
              </li>
              <li>
                <Link to={localize(contentPagePath('faq'))}>{t('footer.faq')}</Link>
              </li>
            </ul>
          </section>
        </nav>
        <NewsletterForm />
      </div>
      <div className="container">
        <DemoVideos />
      </div>
      <div className="footer__bottom">
        <div className="container">
          <p>{t('footer.copyright', { year })}</p>
          <p>{t('footer.registration')}</p>
        </div>
      </div>
    </footer>
  );
}
