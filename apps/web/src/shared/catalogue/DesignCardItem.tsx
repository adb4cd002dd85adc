import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type DesignCard, type DesignFlag, imageRef } from '@atelier/contracts/catalogue';
import { useLocalize } from '../../i18n/useLocalize';
import { designPath } from './designPaths';
import { Price } from './Price';
import { useLanguage } from './useLanguage';
import { variantSummary } from './variantSummary';
import './catalogue.css';
import { LabGrownBadge } from './LabGrownBadge';

/** Flags worth a badge on a card, in this order; at most two are shown (lab grown always is, apart). */
const BADGE_FLAGS: readonly DesignFlag[] = ['new_arrival', 'special_offer', 'clearance', 'certified'];

export const CARD_IMAGE_SIZES = '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 290px';

/** A product card: image (srcset), design number and name, variant summary, the server's price, stock. */
export function DesignCardItem({ design, onOpen }: { design: DesignCard; onOpen?: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useLanguage();
  const badges = BADGE_FLAGS.filter((flag) => design.flags?.[flag]).slice(0, 2);
  const image = design.image_key ? imageRef(design.image_key) : null;

  return (
    <article className="design-card">
      <Link className="design-card__link" to={localize(designPath(design))} onClick={onOpen}>
        <span className="design-card__media">
          {image ? (
            <img
              src={image.url}
              srcSet={image.srcset}
              sizes={CARD_IMAGE_SIZES}
              alt=""
              loading="lazy"
              decoding="async"
              width={400}
              height={400}
            />
          ) : (
            <span className="design-card__placeholder" aria-hidden="true" />
          )}
        </span>
        <span className="design-card__number">{design.design}</span>
        <span className="design-card__name">{design.name}</span>
      </Link>
      <LabGrownBadge labGrown={design.labGrown} className="design-card__disclosure" />
      {badges.length > 0 && (
        <ul className="design-card__badges" aria-label={t('catalogue.highlights')}>
          {badges.map((flag) => (
            <li key={flag} className={`flag-badge flag-badge--${flag}`}>
              {t(`catalogue.flags.${flag}`)}
            </li>
          ))}
        </ul>
      )}
      <p className="design-card__variant">{variantSummary(design, language, t('catalogue.caratUnit'))}</p>
      <div className="design-card__footer">
        <Price item={design} />
        <span className={`stock-note stock-note--${design.in_stock ? 'in' : 'order'}`}>
          {t(design.in_stock ? 'catalogue.inStock' : 'catalogue.specialOrder')}
        </span>
      </div>
    </article>
  );
}
