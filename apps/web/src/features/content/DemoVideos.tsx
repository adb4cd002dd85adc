import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectDemoVideos } from '../announcements';
import './content.css';

/** The footer's two demo videos (spec §2: placing orders, viewing orders), once uploaded in the back office. */
export function DemoVideos() {
  const { t } = useTranslation();
  const videos = useAppSelector(selectDemoVideos);
  const shown = [
    { id: 'placing', title: t('content.videos.placingOrders'), src: videos.placingOrders },
    { id: 'viewing', title: t('content.videos.viewingOrders'), src: videos.viewingOrders },
  ].filter((video): video is { id: string; title: string; src: string } => video.src !== null);
  if (shown.length === 0) return null;
  return (
    <section className="demo-videos" aria-labelledby="demo-videos-title">
      <h2 className="footer__heading" id="demo-videos-title">
        {t('content.videos.title')}
      </h2>
      <div className="demo-videos__list">
        {shown.map((video) => (
          <figure key={video.id} className="demo-videos__item">
            <video className="demo-videos__player" src={video.src} controls preload="metadata" playsInline>
              {t('content.videos.unsupported')}
            </video>
            <figcaption>{video.title}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
