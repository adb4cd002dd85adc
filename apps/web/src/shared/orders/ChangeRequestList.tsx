import type { ChangeRequestView } from '@atelier/contracts/orders';
import { useTranslation } from 'react-i18next';
import { formatOrderDate } from './orderFormat';
import { StatusPill } from './OrderStatusBadge';

export const REQUEST_TONES = { open: 'progress', resolved: 'success', rejected: 'danger' } as const;

/** Change requests with their date, status, message and the back office's answer. */
export function ChangeRequestList({ requests }: { requests: readonly ChangeRequestView[] }) {
  const { t } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <ul className="request-list">
      {requests.map((request) => (
        <li key={request._id} className="request-list__item">
          <div className="request-list__head">
            <span className="request-list__date">{formatOrderDate(request.date || request.created_at)}</span>
            <StatusPill tone={REQUEST_TONES[request.status]}>
              {t(`orders.changeRequests.status.${request.status}`)}
            </StatusPill>
          </div>
          <p className="request-list__message">{request.message}</p>
          {request.response && (
            <p className="request-list__response">
              <span className="request-list__label">{t('orders.changeRequests.response')}</span>{' '}
              {request.response}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
