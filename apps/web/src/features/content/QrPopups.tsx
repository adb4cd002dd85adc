import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { ChatIcon, InstagramIcon } from '../../shared/ui/icons';
import { Dialog } from '../../ui/Dialog';
import { selectQrPopups, type QrPopups as QrPopupsView } from '../announcements';
import './content.css';

type Channel = keyof QrPopupsView;

const ICONS = { instagram: InstagramIcon, whatsapp: ChatIcon } as const;

/**
 * The sticky side buttons of the header (spec §2) that open the Instagram and WhatsApp QR popups, with
 * the picture and link set in the back office. A channel with neither is not offered.
 */
export function QrPopups() {
  const { t } = useTranslation();
  const popups = useAppSelector(selectQrPopups);
  const [open, setOpen] = useState<Channel | null>(null);
  const channels = (Object.keys(ICONS) as Channel[]).filter(
    (channel) => popups[channel].imageUrl !== null || popups[channel].link !== null,
  );
  if (channels.length === 0) return null;
  const label = (channel: Channel) =>
    channel === 'instagram' ? t('content.qr.openInstagram') : t('content.qr.openWhatsapp');
  const current = open ? popups[open] : null;

  return (
    <>
      <div className="qr-buttons">
        {channels.map((channel) => {
          const ChannelIcon = ICONS[channel];
          return (
            <button
              key={channel}
              type="button"
              className={`qr-buttons__button qr-buttons__button--${channel}`}
              aria-label={label(channel)}
              aria-haspopup="dialog"
              onClick={() => setOpen(channel)}
            >
              <ChannelIcon width="20" height="20" />
            </button>
          );
        })}
      </div>
      {open && current && (
        <Dialog open onOpenChange={(next) => !next && setOpen(null)} title={label(open)}>
          <div className="qr-popup">
            {current.imageUrl && (
              <img
                className="qr-popup__image"
                src={current.imageUrl}
                alt={t('content.qr.imageAlt', { channel: t(`content.qr.${open}`) })}
                width="220"
                height="220"
              />
            )}
            <p>{t('content.qr.scan')}</p>
            {current.link && (
              <a
                className="button button--primary"
                href={current.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(`content.qr.${open}`)}
              </a>
            )}
          </div>
        </Dialog>
      )}
    </>
  );
}
