import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { ChatIcon, InstagramIcon } from '../../shared/ui/icons';
import { selectQrPopups } from '../announcements';
import type { QrChannel } from './QrPopupDialog';
import './content.css';

// The dialog (and the dialog library under it) loads with its first use: a stranger's first load skips it.
const QrPopupDialog = lazy(async () => ({ default: (await import('./QrPopupDialog')).QrPopupDialog }));

const ICONS = { instagram: InstagramIcon, whatsapp: ChatIcon } as const;

/**
 * The sticky side buttons of the header (spec §2) that open the Instagram and WhatsApp QR popups, with
 * the picture and link set in the back office. A channel with neither is not offered.
 */
export function QrPopups() {
  const { t } = useTranslation();
  const popups = useAppSelector(selectQrPopups);
  const [open, setOpen] = useState<QrChannel | null>(null);
  const channels = (Object.keys(ICONS) as QrChannel[]).filter(
    (channel) => popups[channel].imageUrl !== null || popups[channel].link !== null,
  );
  if (channels.length === 0) return null;
  const label = (channel: QrChannel) =>
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
        <Suspense fallback={null}>
          <QrPopupDialog channel={open} popup={current} title={label(open)} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
