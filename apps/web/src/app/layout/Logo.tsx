import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DiamondMark } from '../../shared/ui/icons';

/** The Atelier word mark, linking to the given home. */
export function Logo({ to, label, compact = false }: { to: string; label?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={`logo${compact ? ' logo--compact' : ''}`}
      aria-label={label ?? t('brand.homeLink')}
    >
      <DiamondMark className="logo__mark" />
      <span className="logo__text">
        <span className="logo__name">{t('brand.name')}</span>
        {!compact && <span className="logo__tagline">{t('brand.tagline')}</span>}
      </span>
    </Link>
  );
}
