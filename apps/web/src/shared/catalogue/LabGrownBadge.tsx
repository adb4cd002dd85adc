import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge/Badge';

/** The lab-grown disclosure beside a design's name: shown wherever the server marks the design lab grown. */
export function LabGrownBadge({ labGrown }: { labGrown: boolean | undefined }) {
  const { t } = useTranslation();
  if (!labGrown) return null;
  return <Badge tone="warning">{t('catalogue.flags.lab_grown')}</Badge>;
}
