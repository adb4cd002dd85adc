import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../../app/auth/authSelectors';
import { selectPriceModeKey } from '../../app/session/sessionSelectors';

/** "Trade" (status 2) or "Retail" (status 1) next to the account; nothing when prices are hidden. */
export function PriceModeLabel() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const mode = useAppSelector(selectPriceModeKey);
  if (!loggedIn || !mode) return null;
  return (
    <span className={`price-mode price-mode--${mode}`} role="note" aria-label={t('header.priceMode')}>
      {t(`header.${mode}`)}
    </span>
  );
}
