import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { loginModalOpened } from '../../app/auth/authSlice';
import type { CatalogueAccess } from './catalogueSelectors';
import './catalogue.css';

/**
 * Spec §6: products need login. Shown instead of designs to visitors; the button opens the login modal and
 * remembers this page (path and query), which opens again once login and the price choice are done.
 */
export function LoginPrompt({
  access,
  compact = false,
}: {
  access: Exclude<CatalogueAccess, 'ready'>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  if (access === 'pending') {
    return (
      <div className={`login-prompt${compact ? ' login-prompt--compact' : ''}`}>
        <p className="login-prompt__text">{t('catalogue.pendingText')}</p>
      </div>
    );
  }
  return (
    <div className={`login-prompt${compact ? ' login-prompt--compact' : ''}`}>
      {!compact && <p className="login-prompt__title">{t('catalogue.loginTitle')}</p>}
      <p className="login-prompt__text">{t('catalogue.loginText')}</p>
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() => dispatch(loginModalOpened({ redirectTo: here }))}
      >
        {t('catalogue.loginButton')}
      </button>
    </div>
  );
}
