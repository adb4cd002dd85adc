import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge/Badge';
import styles from './LabGrownBadge.module.css';

/** The lab-grown disclosure under a design's name: shown wherever the server marks the design lab grown. */
export function LabGrownBadge({
  labGrown,
  className,
}: {
  labGrown: boolean | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!labGrown) return null;
  return (
    <span className={[styles.disclosure, className].filter(Boolean).join(' ')}>
      <Badge tone="warning">{t('catalogue.flags.lab_grown')}</Badge>
    </span>
  );
}
