import type { BespokeQuoteView } from '@atelier/contracts/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Money } from '../../shared/orders/Money';
import { formatOrderDate } from '../../shared/orders/orderFormat';
import { StatusPill } from '../../shared/orders/OrderStatusBadge';
import { isNotFound } from '../../shared/orders/loadFailure';
import { BuyerPage, Facts, LoadFailed, Loading, useBuyerReady } from '../../shared/orders/OrdersUi';
import { Button } from '../../ui/Button';
import { AcceptQuoteDialog } from './AcceptQuoteDialog';
import { AuthedImage } from './AuthedImage';
import {
  useAnswerBespokeQuoteMutation,
  useBespokeOrderQuery,
  usePostBespokeMessageMutation,
} from './bespokeApi';
import { BESPOKE_TONES } from './BespokeOrdersPage';
import { BespokeMessageForm } from './BespokeMessageForm';
import { BespokeLine, BespokeThread } from './BespokeThread';

/** /bespoke-orders/:bespokeId: the request, its quotes and messages, and the special order line, on one page. */
export function BespokeDetailPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const ready = useBuyerReady();
  const feedback = useFormFeedback();
  const { bespokeId = '' } = useParams();
  const { currentData: order, error } = useBespokeOrderQuery(bespokeId, { skip: !ready || !bespokeId });
  const [post, posting] = usePostBespokeMessageMutation();
  const [answer, answering] = useAnswerBespokeQuoteMutation();
  const [accepting, setAccepting] = useState<BespokeQuoteView | null>(null);

  return (
    <BuyerPage
      title={
        order
          ? t('orders.admin.bespoke.detailTitle', { reference: order.reference_number })
          : t('orders.bespoke.title')
      }
    >
      {!order ? (
        error ? (
          <LoadFailed
            message={
              isNotFound(error) ? t('orders.common.notFound') : error.message || t('orders.list.loadFailed')
            }
          />
        ) : (
          <Loading text={t('orders.bespoke.loading')} />
        )
      ) : (
        <div className="bespoke-detail">
          <div className="order-detail__status">
            <StatusPill tone={BESPOKE_TONES[order.status]}>
              {t(`orders.bespoke.status.${order.status}`)}
            </StatusPill>
            <Link className="order-detail__back" to={localize('/bespoke-orders')}>
              ‹ {t('orders.bespoke.thread.back')}
            </Link>
          </div>
          <section className="bespoke-detail__request" aria-labelledby="bespoke-request">
            <h2 className="section-heading" id="bespoke-request">
              {t('orders.bespoke.thread.request')}
            </h2>
            <AuthedImage
              path={order.image_url}
              alt={t('orders.bespoke.imageAlt', { reference: order.reference_number })}
              width={160}
              height={160}
              className="bespoke-card__image"
            />
            <p className="bespoke-card__description">{order.description}</p>
            <Facts
              className="facts-list--inline"
              rows={[
                [t('orders.bespoke.date'), formatOrderDate(order.date || order.created_at)],
                [t('orders.bespoke.labels.quantity'), String(order.quantity)],
                [t('orders.bespoke.labels.metal'), order.metal],
                [t('orders.bespoke.labels.karat'), order.karat],
                [
                  t('orders.bespoke.labels.budget'),
                  order.budget !== null ? <Money value={order.budget} /> : null,
                ],
              ]}
            />
          </section>
          <BespokeLine
            order={order}
            orderPath={(orderId) => localize(`/order-details/${encodeURIComponent(orderId)}`)}
          />
          <section className="bespoke-detail__thread" aria-labelledby="bespoke-thread">
            <h2 className="section-heading" id="bespoke-thread">
              {t('orders.bespoke.thread.title')}
            </h2>
            <BespokeThread
              order={order}
              side="customer"
              quoteActions={(quote) => (
                <div className="bespoke-thread__actions">
                  <Button variant="primary" onClick={() => setAccepting(quote)}>
                    {t('orders.bespoke.thread.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    loading={answering.isLoading}
                    onClick={() => {
                      answer({ id: order._id, quoteId: quote._id, answer: 'decline' })
                        .unwrap()
                        .then((result) => feedback.succeeded(result.message))
                        .catch((failure: unknown) => feedback.failed(failure));
                    }}
                  >
                    {t('orders.bespoke.thread.decline')}
                  </Button>
                </div>
              )}
            />
            {accepting && (
              <AcceptQuoteDialog order={order} quote={accepting} onClose={() => setAccepting(null)} />
            )}
            <BespokeMessageForm
              label={t('orders.bespoke.thread.message')}
              sending={posting.isLoading}
              send={async (body) => (await post({ id: order._id, body: { body } }).unwrap()).message}
            />
          </section>
        </div>
      )}
    </BuyerPage>
  );
}
