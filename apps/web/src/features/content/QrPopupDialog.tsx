import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import type { QrPopups } from '../announcements';

export type QrChannel = keyof QrPopups;

/** One QR popup: its own chunk, loaded when a visitor first opens one (most never do). */
export function QrPopupDialog({
  channel,
  popup,
  title,
  onClose,
}: {
  channel: QrChannel;
  popup: QrPopups[QrChannel];
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={title}>
      <div className="qr-popup">
        {popup.imageUrl && (
          <img
            className="qr-popup__image"
            src={popup.imageUrl}
            alt={t('content.qr.imageAlt', { channel: t(`content.qr.${channel}`) })}
            width="220"
            height="220"
          />
        )}
        <p>{t('content.qr.scan')}</p>
        {popup.link && (
          <a className="button button--primary" href={popup.link} target="_blank" rel="noopener noreferrer">
            {t(`content.qr.${channel}`)}
          </a>
        )}
      </div>
    </Dialog>
  );
}
