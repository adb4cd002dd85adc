import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { GuardedLink } from '../../app/auth/GuardedLink';
import {
  selectCatalogueAccess,
  selectPriceContextKey,
  type CatalogueAccess,
} from '../../shared/catalogue/catalogueSelectors';
import { DesignCardItem } from '../../shared/catalogue/DesignCardItem';
import { LoginPrompt } from '../../shared/catalogue/LoginPrompt';
import { selectHomeRow, selectHomeStones, selectHomeStonesStatus } from './homeSelectors';
import { gemstonePath, HOME_ROW_LIMIT, HOME_ROWS } from './homeSections';
import { homeEntered } from './homeSlice';
import './home.css';

/** A stone group list is about this long; the placeholder keeps the section's height while it loads. */
const GEMSTONE_PLACEHOLDERS = 12;

function GemstoneSection() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const stones = useAppSelector(selectHomeStones);
  const status = useAppSelector(selectHomeStonesStatus);
  const titleId = useId();
  return (
    <section className="container home-section gemstones" aria-labelledby={titleId}>
      <header className="home-section__header">
        <h2 className="section-title" id={titleId}>
          {t('home.shopByGemstone')}
        </h2>
        <p className="home-section__text">{t('home.gemstoneIntro')}</p>
      </header>
      {(status === 'idle' || status === 'loading') && (
        // Holds the grid's place while the stones load, so the rows below do not jump when they arrive.
        <ul className="gemstones__list" aria-hidden="true">
          {Array.from({ length: GEMSTONE_PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <span className="gemstone gemstone--placeholder">
                <span className="gemstone__swatch" />
                <span className="gemstone__name">&nbsp;</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {stones.length > 0 && (
        <ul className="gemstones__list">
          {stones.map((stone) => (
            <li key={stone._id}>
              <GuardedLink className="gemstone" to={localize(gemstonePath(stone._id))}>
                <span
                  className="gemstone__swatch"
                  style={{ backgroundColor: stone.colour }}
                  aria-hidden="true"
                />
                <span className="gemstone__name">{stone.stone_name}</span>
              </GuardedLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DesignRow({ row, access }: { row: (typeof HOME_ROWS)[number]; access: CatalogueAccess }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const state = useAppSelector(selectHomeRow(row.id));
  const titleId = useId();
  const title = t(row.labelKey);
  return (
    <section className={`container home-section home-row home-row--${row.id}`} aria-labelledby={titleId}>
      <header className="home-section__header home-row__header">
        <div>
          <h2 className="section-title" id={titleId}>
            {title}
          </h2>
          <p className="home-section__text">{t(row.textKey)}</p>
        </div>
        <GuardedLink
          className="home-row__all"
          to={localize(row.path)}
          aria-label={t('home.viewAllOf', { section: title })}
        >
          {t('home.viewAll')} ›
        </GuardedLink>
      </header>
      {access !== 'ready' ? (
        <LoginPrompt access={access} compact />
      ) : state.status === 'loaded' && state.designs.length === 0 ? (
        <p className="home-row__empty">{t('home.noDesigns')}</p>
      ) : state.status === 'failed' ? null : state.status === 'loaded' ? (
        <ul className="design-grid design-grid--row">
          {state.designs.map((design) => (
            <li key={design.design_id}>
              <DesignCardItem design={design} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="design-grid design-grid--row" aria-busy="true">
          {Array.from({ length: HOME_ROW_LIMIT }, (_, index) => (
            <li key={index} className="design-card design-card--placeholder" aria-hidden="true" />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Home: introduction, running line, Shop By GemStone, and the New Designs, Best Selling, Special Offer rows. */
export function HomePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const access = useAppSelector(selectCatalogueAccess);
  const priceContext = useAppSelector(selectPriceContextKey);
  const heroId = useId();
  const key = access === 'ready' ? priceContext : null;

  useEffect(() => {
    dispatch(homeEntered({ key }));
  }, [dispatch, key]);

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
      <GemstoneSection />
      {HOME_ROWS.map((row) => (
        <DesignRow key={row.id} row={row} access={access} />
      ))}
    </>
  );
}
