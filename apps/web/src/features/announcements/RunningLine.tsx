import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectRunningLines } from './announcementsSelectors';
import './running-line.css';

/**
 * The running text line (spec §2): the back office's running lines when there are any, else the house
 * promises (delivery, special orders, certificates, price choice). A CSS ticker, still for reduced motion.
 */
export function RunningLine() {
  const { t } = useTranslation();
  const managed = useAppSelector(selectRunningLines);
  const lines =
    managed.length > 0
      ? managed
      : [t('home.inStock'), t('home.specialOrder'), t('home.certified'), t('home.priceChoice')];
  const items = (hidden: boolean) => (
    <ul className="running-line__items" aria-hidden={hidden || undefined}>
      {lines.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
    </ul>
  );
  return (
    <section className="running-line" aria-label={t('home.runningLine')}>
      <div className="running-line__track">
        {items(false)}
        {items(true)}
      </div>
    </section>
  );
}
