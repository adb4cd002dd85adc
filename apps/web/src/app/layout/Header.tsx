import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { CONTACT } from '../../shared/contact';
import { CloseIcon, MenuIcon, PhoneIcon, PinIcon } from '../../shared/ui/icons';
import { AnnouncementBar } from '../../features/announcements/AnnouncementBar';
import { RunningLine } from '../../features/announcements';
import { QrPopups } from '../../features/content/QrPopups';
import { HeaderSearch } from '../../features/autocomplete/HeaderSearch';
import { selectIsLoggedIn } from '../auth/authSelectors';
import { loginModalOpened } from '../auth/authSlice';
import { CartLink } from '../../features/cart/CartLink';
import { QuickOrderLink } from '../../features/quick-order/QuickOrderLink';
import { LanguageDropdown } from '../language/LanguageDropdown';
import { MAIN_MENU_ID, MainMenu } from '../../features/menu/MainMenu';
import { selectMobileMenuOpen } from '../../features/menu/menuSelectors';
import { mobileMenuToggled } from '../../features/menu/menuSlice';
import { PriceModeLabel } from '../../features/session/PriceModeLabel';
import { PriceSwitch } from '../../features/session/PriceSwitch';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { useScrolledPast } from './useScrolledPast';

/**
 * Customer header (spec §2): announcement, contact line, price switch, language, account or login, cart,
 * running text line, menu, and the sticky side buttons of the QR popups.
 */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const scrolled = useScrolledPast();

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`}>
      <AnnouncementBar />
      <div className="topbar">
        <div className="container topbar__inner">
          <p className="contact">
            <a className="contact__item" href={CONTACT.phoneHref}>
              <PhoneIcon width="14" height="14" />
              <span className="visually-hidden">{t('header.phone')}: </span>
              {CONTACT.phoneDisplay}
            </a>
            <span className="contact__item">
              <PinIcon width="14" height="14" />
              {t('header.city')}
            </span>
          </p>
          <div className="topbar__end">
            <PriceSwitch />
            <LanguageDropdown />
          </div>
        </div>
      </div>
      <div className="masthead">
        <div className="container masthead__inner">
          <div className="masthead__start">
            <button
              type="button"
              className="header-icon-button masthead__menu-toggle"
              aria-label={t('header.menu')}
              aria-expanded={menuOpen}
              aria-controls={MAIN_MENU_ID}
              onClick={() => dispatch(mobileMenuToggled())}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
            <div className="masthead__search">
              <HeaderSearch />
            </div>
          </div>
          <Logo to={localize('/')} compact={scrolled} />
          <div className="masthead__actions">
            <PriceModeLabel />
            {loggedIn ? (
              <AccountMenu />
            ) : (
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => dispatch(loginModalOpened({ redirectTo: null }))}
              >
                {t('header.login')}
              </button>
            )}
            <QuickOrderLink />
            <CartLink />
          </div>
        </div>
      </div>
      <RunningLine />
      <MainMenu />
      <QrPopups />
    </header>
  );
}
