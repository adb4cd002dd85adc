import { useTranslation } from 'react-i18next';
import type { PriceFields } from '@atelier/contracts/catalogue';
import { formatPrice } from './formatPrice';
import { useLanguage } from './useLanguage';
import './catalogue.css';

/**
 * A price exactly as the server sent it, labelled "RRP" or "Trade". Nothing at all when the answer has no
 * price key (price status 0): the storefront never computes a price or shows a zero. With the buyer's
 * discount the server sends `was_price` too: the old price struck through, then the new one.
 */
export function Price({ item, size = 'normal' }: { item: PriceFields; size?: 'normal' | 'large' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (typeof item.price !== 'number' || item.price_type === undefined) return null;
  const type = item.price_type === 'rrp' ? 'rrp' : 'trade';
  return (
    <p className={`price price--${type} price--${size}`} role="note" aria-label={t('catalogue.price')}>
      <span className="price__type">{t(`catalogue.${type}`)}</span>{' '}
      {typeof item.was_price === 'number' && item.was_price > item.price && (
        <>
          <s className="price__was" aria-label={t('prices.storefront.was')}>
            {formatPrice(item.was_price, language)}
          </s>{' '}
        </>
      )}
      <span
        className={typeof item.was_price === 'number' ? 'price__amount price__amount--now' : 'price__amount'}
        {...(typeof item.was_price === 'number' ? { 'aria-label': t('prices.storefront.now') } : {})}
      >
        {formatPrice(item.price, language)}
      </span>
    </p>
  );
}
