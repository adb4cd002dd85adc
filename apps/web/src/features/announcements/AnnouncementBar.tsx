import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectVisibleAnnouncement } from './announcementsSelectors';

/** The running announcement line at the very top of the header (a CSS marquee, still for reduced motion). */
export function AnnouncementBar() {
  const { t } = useTranslation();
  const text = useAppSelector(selectVisibleAnnouncement);
  if (!text) return null;
  return (
    <section className="announcement" aria-label={t('header.announcement')}>
      <div className="announcement__track">
        <p className="announcement__text">{text}</p>
        <p className="announcement__text" aria-hidden="true">
          {text}
        </p>
      </div>
    </section>
  );
}
