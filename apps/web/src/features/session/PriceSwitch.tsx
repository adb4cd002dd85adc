import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn, selectUserId } from '../../app/auth/authSelectors';
import { selectPriceModeKey } from '../../app/session/sessionSelectors';
import { ChevronDownIcon } from '../../shared/ui/icons';

// The dialog (and the dialog library under it) loads with its first use: a stranger's first load skips it.
const PriceSwitchDialog = lazy(async () => ({
  default: (await import('./PriceSwitchDialog')).PriceSwitchDialog,
}));
const MODE_KEYS = { trade: 'header.trade', retail: 'header.retail', none: 'header.noPrice' } as const;

/**
 * The header's switch of price display (Trade, RRP, none) and, for a user mapped to several customers,
 * of the customer, during the session: the server checks both on every call, and every price on screen
 * is read again after a change.
 */
export function PriceSwitch() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const mode = useAppSelector(selectPriceModeKey) ?? 'none';
  const [open, setOpen] = useState(false);
  if (!loggedIn || !userId) return null;

  // The dialog reads the user's customers itself; the server's current list is the one offered.
  const openDialog = () => setOpen(true);

  return (
    <>
      <button
        type="button"
        className="price-switch"
        aria-label={t('header.changePrices')}
        aria-haspopup="dialog"
        onClick={openDialog}
      >
        <span className={`price-mode price-mode--${mode}`}>{t(MODE_KEYS[mode])}</span>
        <ChevronDownIcon width="14" height="14" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PriceSwitchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
