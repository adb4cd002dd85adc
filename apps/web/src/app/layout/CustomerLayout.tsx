import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { loadAreaTexts } from '../../i18n/i18n';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectAccountDetailsModalOpen } from '../../features/account/accountSelectors';
import { selectLoginModalOpen } from '../auth/authSelectors';
import { selectPricePopupOpen } from '../session/sessionSelectors';
import { Footer } from './Footer';
import { Header } from './Header';
import { customerLayoutEntered } from './layoutSlice';
import './layout.css';

// The dialogs load when first opened, with the areas' English texts (what a signed-in visitor sees): a
// visitor who never logs in never downloads them.
const LoginModal = lazy(async () => ({
  default: (await Promise.all([import('../../features/auth/LoginModal'), loadAreaTexts()]))[0].LoginModal,
}));
const PricePopup = lazy(async () => ({
  default: (await Promise.all([import('../../features/session/PricePopup'), loadAreaTexts()]))[0].PricePopup,
}));
const AccountDetailsModal = lazy(async () => ({
  default: (await Promise.all([import('../../features/account/AccountDetailsModal'), loadAreaTexts()]))[0]
    .AccountDetailsModal,
}));

/** Storefront pages: header, content, footer; the login modal and price popup above them. */
export function CustomerLayout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [entryPath] = useState(pathname);
  const loginOpen = useAppSelector(selectLoginModalOpen);
  const popupOpen = useAppSelector(selectPricePopupOpen);
  const detailsOpen = useAppSelector(selectAccountDetailsModalOpen);
  // The account details use the kit's Dialog, which keeps the page behind inert itself.
  const modalOpen = loginOpen || popupOpen;

  useEffect(() => {
    dispatch(customerLayoutEntered(entryPath));
  }, [dispatch, entryPath]);

  return (
    <>
      <div className="page" data-theme="storefront" inert={modalOpen} aria-hidden={modalOpen || undefined}>
        <a className="skip-link" href="#main">
          {t('header.skipToContent')}
        </a>
        <Header />
        <main className="main" id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <Suspense fallback={null}>
        {loginOpen && <LoginModal />}
        {popupOpen && <PricePopup />}
        {detailsOpen && <AccountDetailsModal />}
      </Suspense>
    </>
  );
}
