import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { GuardedLink } from '../../app/auth/GuardedLink';
import { BagIcon } from '../../shared/ui/icons';
import { selectCartCount } from '../../app/cart/cartSelectors';

/** Header cart icon with the item count; opens the login modal when logged out. */
export function CartLink() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const count = useAppSelector(selectCartCount);
  const descriptionId = useId();
  return (
    <>
      <GuardedLink
        to={localize('/shopping-cart')}
        className="header-icon-link cart-link"
        aria-describedby={descriptionId}
      >
        <BagIcon />
        {/* The name is the hidden word and the visible count ("Cart 3"): it contains what is shown. */}
        <span className="visually-hidden">{t('header.cart')} </span>
        <span className="cart-link__count">{count}</span>
      </GuardedLink>
      <span id={descriptionId} hidden>
        {t('header.cartItems', { count })}
      </span>
    </>
  );
}
