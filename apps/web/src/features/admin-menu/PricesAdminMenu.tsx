import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { AdminPermission } from '../../api/types';
import { useLocalize } from '../../i18n/useLocalize';
import { holdsPermission } from './adminMenuItems';

/**
 * Prices of issue 12 (permission `discounts`): the global markup and VAT rate, and the discounts; and
 * the day's metal rates of issue 15.
 */
const PRICES_ADMIN_ITEMS = [
  { path: '/Admin/set-global-markup', label: 'setGlobalMarkup' },
  { path: '/Admin/set-discount', label: 'setDiscount' },
  { path: '/Admin/metal-rates', label: 'metalRates' },
] as const;

export function PricesAdminMenu({ permissions }: { permissions: readonly AdminPermission[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (!holdsPermission(permissions, 'discounts')) return null;
  return (
    <div className="admin-menu__group">
      <p className="admin-menu__heading">{t('prices.menu.heading')}</p>
      <ul className="admin-menu__list">
        {PRICES_ADMIN_ITEMS.map((item) => (
          <li key={item.path}>
            <NavLink className="admin-menu__link" to={localize(item.path)}>
              {t(`prices.menu.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
