import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectAnnouncementLoaded, selectVisibleAnnouncement } from './announcementsSelectors';

/** The running announcement line at the very top of the header (a CSS marquee, still for reduced motion). */
export function AnnouncementBar() {
  const { t } = useTranslation();
  const text = useAppSelector(selectVisibleAnnouncement);
  const loaded = useAppSelector(selectAnnouncementLoaded);
  // Until the server has answered, an empty bar holds its place so the header does not drop in later.
  if (!loaded)
    return (
      <div className="announcement" aria-hidden="true">
        <p className="announcement__text">&nbsp;</p>
      </div>
    );
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
