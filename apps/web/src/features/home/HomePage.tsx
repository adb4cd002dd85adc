import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/useLocalize';
import { GuardedLink } from '../auth/GuardedLink';
import { HOME_SECTIONS } from './homeSections';
import './home.css';

/** Home: a short introduction and the four category sections; product pages need login. */
export function HomePage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const heroId = useId();
  const categoriesId = useId();
  const benefitsId = useId();

  return (
    <>
      <title>{t('meta.homeTitle')}</title>
      <section className="hero" aria-labelledby={heroId}>
        <div className="container hero__inner">
          <p className="hero__eyebrow">{t('home.heroEyebrow')}</p>
          <h1 className="hero__title" id={heroId}>
            {t('home.heroTitle')}
          </h1>
          <p className="hero__text">{t('home.heroText')}</p>
        </div>
      </section>

      <section className="container categories" aria-labelledby={categoriesId}>
        <h2 className="section-title" id={categoriesId}>
          {t('home.categoriesTitle')}
        </h2>
        <ul className="categories__grid">
          {HOME_SECTIONS.map((section) => (
            <li key={section.id}>
              <GuardedLink
                className={`category-card category-card--${section.id}`}
                to={localize(section.path)}
              >
                <span className="category-card__art" aria-hidden="true" />
                <span className="category-card__body">
                  <span className="category-card__title">{t(section.labelKey)}</span>
                  <span className="category-card__text">{t(section.textKey)}</span>
                </span>
              </GuardedLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="benefits" aria-labelledby={benefitsId}>
        <div className="container">
          <h2 className="visually-hidden" id={benefitsId}>
            {t('home.benefits')}
          </h2>
          <ul className="benefits__list">
            <li>{t('home.inStock')}</li>
            <li>{t('home.specialOrder')}</li>
            <li>{t('home.priceChoice')}</li>
          </ul>
        </div>
      </section>
    </>
  );
}
