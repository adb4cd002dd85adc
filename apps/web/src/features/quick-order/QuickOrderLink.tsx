import { useTranslation } from 'react-i18next';
import { GuardedLink } from '../../app/auth/GuardedLink';
import { useLocalize } from '../../i18n/useLocalize';

/** The header's shortcut to quick order (logged out, it opens the login modal first). */
export function QuickOrderLink() {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <GuardedLink
      to={localize('/quick-order')}
      className="button button--outline button--small quick-order-link"
    >
      {t('quickOrder.shortcut')}
    </GuardedLink>
  );
}
