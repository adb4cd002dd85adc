import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn, selectUserId } from '../../app/auth/authSelectors';
import { selectCustomersStatus, selectPriceModeKey } from '../../app/session/sessionSelectors';
import { mappedCustomersRequested } from '../../app/session/sessionSlice';
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
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const customersStatus = useAppSelector(selectCustomersStatus);
  const mode = useAppSelector(selectPriceModeKey) ?? 'none';
  const [open, setOpen] = useState(false);
  if (!loggedIn || !userId) return null;

  const openDialog = () => {
    // After a page reload the mapped customers are not in the store; the server's list is the one offered.
    if (customersStatus !== 'loaded' && customersStatus !== 'loading')
      dispatch(mappedCustomersRequested(userId));
    setOpen(true);
  };

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
