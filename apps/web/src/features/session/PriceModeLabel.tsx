import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../../app/auth/authSelectors';
import { selectPriceModeKey } from '../../app/session/sessionSelectors';

/**
 * "Trade" (status 2) or "Retail" (status 1) for assistive technology and the page's readers; nothing when
 * prices are hidden. The price switch next to it shows the same word as its visible face.
 */
export function PriceModeLabel() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const mode = useAppSelector(selectPriceModeKey);
  if (!loggedIn || !mode) return null;
  return (
    <span className="visually-hidden" role="note" aria-label={t('header.priceMode')}>
      {t(`header.${mode}`)}
    </span>
  );
}
