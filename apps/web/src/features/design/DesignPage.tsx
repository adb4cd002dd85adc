import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { DesignDetail, DesignVariant, ImageRef } from '@atelier/contracts/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getLanguage } from '../../i18n/languages';
import { useLocalize } from '../../i18n/useLocalize';
import { selectCatalogueAccess, selectPriceContextKey } from '../../shared/catalogue/catalogueSelectors';
import { AddToCartForm } from '../cart';
import { AddToListButton } from '../order-lists';
import { DesignCardItem } from '../../shared/catalogue/DesignCardItem';
import { variantPath } from '../../shared/catalogue/designPaths';
import { formatCarat } from '../../shared/catalogue/formatPrice';
import { LoginPrompt } from '../../shared/catalogue/LoginPrompt';
import { Price } from '../../shared/catalogue/Price';
import { useLanguage } from '../../shared/catalogue/useLanguage';
import { BACK_TO_RESULTS, selectSearchScroll } from '../search';
import { isApiFailure } from '../../api/baseApi';
import { DataLayerGate } from '../../app/DataLayerGate';
import { designVariantChosen } from './designActions';
import { useDesignQuery } from './designApi';
import {
  designQuery,
  dimensionOptions,
  parsePage3,
  galleryFor,
  pickVariant,
  selectedVariant,
  variantValue,
  VARIANT_DIMENSIONS,
  type Page3Params,
  type VariantDimension,
} from './designVariants';
import './design.css';
import { LabGrownBadge } from '../../shared/catalogue/LabGrownBadge';

const GALLERY_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 580px';

function Gallery({ images, name }: { images: ImageRef[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className="gallery gallery--empty" aria-hidden="true" />;
  return (
    <section className="gallery" aria-label={t('design.gallery')}>
      <div className="gallery__main">
        <img
          src={current.widths['800'] ?? current.url}
          srcSet={current.srcset}
          sizes={GALLERY_SIZES}
          alt={t('design.imageAlt', { name, index: index + 1, count: images.length })}
          width={800}
          height={800}
        />
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, position) => (
            <li key={image.key}>
              <button
                type="button"
                className={`gallery__thumb${position === index ? ' is-current' : ''}`}
                aria-label={t('design.showImage', { index: position + 1 })}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                <img src={image.widths['200'] ?? image.url} alt="" width={200} height={200} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const PICKER_LABEL_KEYS = {
  karate: 'design.karat',
  shade: 'design.shade',
  quality: 'design.quality',
  totalCarate: 'design.totalCarat',
} as const;

function VariantPickers({
  detail,
  variant,
  onChoose,
}: {
  detail: DesignDetail;
  variant: DesignVariant;
  onChoose: (variant: DesignVariant) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const baseId = useId();
  const caratLabel = (value: number) => `${formatCarat(value, language)} ${t('catalogue.caratUnit')}`;
  return (
    <fieldset className="variant-pickers">
      <legend className="variant-pickers__legend">{t('design.options')}</legend>
      {VARIANT_DIMENSIONS.filter(
        // Plain metal designs have no stones: a "0.00 ct" picker says nothing.
        (dimension) => dimension !== 'totalCarate' || detail.variants.some((item) => item.totalCarate > 0),
      ).map((dimension: VariantDimension) => {
        const options = dimensionOptions(detail.variants, dimension, caratLabel);
        const id = `${baseId}-${dimension}`;
        return (
          <div className="variant-picker" key={dimension}>
            <label htmlFor={id} className="field__label">
              {t(PICKER_LABEL_KEYS[dimension])}
            </label>
            <select
              id={id}
              className="select"
              value={String(variantValue(variant, dimension))}
              disabled={options.length < 2}
              onChange={(event) => {
                const next = pickVariant(detail.variants, variant, dimension, Number(event.target.value));
                if (next) onChoose(next);
              }}
            >
              {options.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}

function Facts({ detail, variant }: { detail: DesignDetail; variant: DesignVariant }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number) => new Intl.NumberFormat(getLanguage(language).htmlLang).format(value);
  const rows: [string, string][] = [
    [t('design.sku'), variant.sku],
    [t('design.metal'), `${variant.karate} ${variant.shade}`],
  ];
  if (detail.metal_weight > 0)
    rows.push([t('design.metalWeight'), t('design.grams', { value: number(detail.metal_weight) })]);
  if (variant.certificate_number) rows.push([t('design.certificate'), variant.certificate_number]);
  if (detail.bracelet_length !== undefined)
    rows.push([t('design.braceletLength'), t('design.inches', { value: number(detail.bracelet_length) })]);
  if (detail.bangle_diameter !== undefined)
    rows.push([t('design.bangleDiameter'), t('design.millimetres', { value: detail.bangle_diameter })]);
  if (detail.collection) rows.push([t('design.collection'), detail.collection]);
  if (detail.style) rows.push([t('design.style'), detail.style]);
  if (detail.setting) rows.push([t('design.setting'), detail.setting]);
  return (
    <section className="design__facts" aria-labelledby={`facts-${detail.design_id}`}>
      <h2 className="design__section-title" id={`facts-${detail.design_id}`}>
        {t('design.details')}
      </h2>
      <dl className="facts">
        {rows.map(([term, value]) => (
          <div className="facts__row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function StonesTable({ detail }: { detail: DesignDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (detail.stones.length === 0) return null;
  return (
    <section className="design__stones">
      <table className="stones-table">
        <caption className="design__section-title">{t('design.stones')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('design.stone')}</th>
            <th scope="col">{t('design.shape')}</th>
            <th scope="col">{t('design.role')}</th>
            <th scope="col" className="is-number">
              {t('design.count')}
            </th>
            <th scope="col" className="is-number">
              {t('design.carat')}
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.stones.map((stone, index) => (
            <tr key={`${stone.stone_id}-${stone.shape_id}-${stone.role}-${index}`}>
              <td>{stone.stone}</td>
              <td>{stone.shape}</td>
              <td>{t(stone.role === 'main' ? 'design.main' : 'design.side')}</td>
              <td className="is-number">{stone.count}</td>
              <td className="is-number">
                {formatCarat(stone.carat, language)} {t('catalogue.caratUnit')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DesignView({ page3, designId }: { page3: Page3Params; designId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const priceContext = useAppSelector(selectPriceContextKey);
  const scroll = useAppSelector(selectSearchScroll);
  const titleId = useId();

  const query = useMemo(() => designQuery(page3), [page3]);
  // currentData: another design (or price context) never shows the previous one while it loads.
  const { currentData, error } = useDesignQuery({ designId, priceContext, query });
  const failed = isApiFailure(error) ? error.status : null;
  const notFound = failed === 404 || failed === 400;
  // A retired design answers 410: "no longer available", not the not-found page.
  const unavailable = failed === 410;

  // The variant picked a moment ago, shown until the URL (replaced asynchronously by the router) follows.
  const { search } = useLocation();
  const [picked, setPicked] = useState<{ from: string; variantId: string } | null>(null);
  const detail = currentData ?? null;
  const urlVariant = detail ? selectedVariant(detail, page3.selection) : null;
  const pickedVariant =
    detail && picked && picked.from === search
      ? detail.variants.find((candidate) => candidate._id === picked.variantId)
      : undefined;
  const variant = pickedVariant ?? urlVariant;

  if (unavailable) {
    return (
      <div className="container design-page">
        <h1 className="listing__title">{t('designs.unavailable.title')}</h1>
        <p className="design-page__message" role="alert">
          {t('designs.unavailable.text')}
        </p>
        <Link to={localize('/search-designs/menu')}>{t('designs.unavailable.search')}</Link>
      </div>
    );
  }
  if (error) {
    return (
      <div className="container design-page">
        <p className="design-page__message" role="alert">
          {notFound ? t('design.notFound') : (isApiFailure(error) && error.message) || t('errors.generic')}
        </p>
        <Link to={localize('/')}>{t('errors.backHome')}</Link>
      </div>
    );
  }
  if (!detail || !variant) {
    return (
      <div className="container design-page">
        <div className="listing__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('design.loading')}</span>
        </div>
      </div>
    );
  }

  const choose = (next: DesignVariant) => {
    setPicked({ from: search, variantId: next._id });
    dispatch(
      designVariantChosen({ to: localize(variantPath(detail.design_id, detail.main_group_id, next)) }),
    );
  };

  return (
    <article className="container design-page" aria-labelledby={titleId}>
      <title>{`${detail.design} ${detail.name} | ${t('brand.name')}`}</title>
      <nav className="breadcrumb" aria-label={t('design.breadcrumb')}>
        <ol>
          <li>
            <Link to={localize('/')}>{t('design.home')}</Link>
          </li>
          <li>{detail.category.name}</li>
          <li aria-current="page">{detail.design}</li>
        </ol>
      </nav>
      {scroll.from !== null && (
        <Link className="design-page__back" to={scroll.from} state={BACK_TO_RESULTS}>
          ‹ {t('design.backToResults')}
        </Link>
      )}

      <div className="design">
        <Gallery
          key={`${detail.design_id}-${variant.shade_id}`}
          images={galleryFor(detail.images, variant.image)}
          name={detail.name}
        />
        <section className="design__summary" aria-label={t('design.summary')}>
          <p className="design__number">{detail.design}</p>
          <h1 className="design__name" id={titleId}>
            {detail.name}
          </h1>
          <LabGrownBadge labGrown={detail.labGrown} />
          <Price item={variant} size="large" />
          <p className={`design__stock design__stock--${variant.in_stock ? 'in' : 'order'}`}>
            {t(variant.in_stock ? 'design.inStock' : 'design.specialOrder')}
          </p>
          <VariantPickers detail={detail} variant={variant} onChoose={choose} />
          {/* Issue 5: quantity, size or ring size and engraving for the chosen variant. */}
          <AddToCartForm detail={detail} variant={variant} />
          {/* Issue 15: the chosen variant into one of the customer's order lists. */}
          <AddToListButton
            items={[{ variantId: variant._id, quantity: 1 }]}
            label={t('quickOrder.lists.addDesign')}
          />
          {detail.description && <p className="design__description">{detail.description}</p>}
          <Facts detail={detail} variant={variant} />
        </section>
      </div>

      <StonesTable detail={detail} />

      {detail.similar.length > 0 && (
        <section className="design__similar" aria-labelledby={`${titleId}-similar`}>
          <h2 className="section-title" id={`${titleId}-similar`}>
            {t('design.similar')}
          </h2>
          <ul className="design-grid design-grid--row">
            {detail.similar.map((design) => (
              <li key={design.design_id}>
                <DesignCardItem design={design} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** /page3?karate=&shade=&totalCarate=&quality=&designId=&mainGroupId=&isFixedDesign=true: a design. */
export function DesignPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const access = useAppSelector(selectCatalogueAccess);
  const page3 = useMemo(() => parsePage3(search), [search]);

  if (access !== 'ready') {
    return (
      <div className="container design-page">
        <h1 className="listing__title">{t('catalogue.loginTitle')}</h1>
        <LoginPrompt access={access} />
      </div>
    );
  }
  if (!page3.designId) {
    return (
      <div className="container design-page">
        <p className="design-page__message" role="alert">
          {t('design.notFound')}
        </p>
      </div>
    );
  }
  return (
    <DataLayerGate>
      <DesignView page3={page3} designId={page3.designId} />
    </DataLayerGate>
  );
}
