import type { ContentPageSlug } from '@atelier/contracts/admin';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api/baseApi';
import { DataLayerGate } from '../../app/DataLayerGate';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/language/languageSelectors';
import { ContentHtml } from './ContentHtml';
import { useContentPageQuery } from './contentApi';
import './content.css';

/**
 * A footer page (spec §2: why-{brand}, terms, cookies, how to order, FAQ) as staff wrote it in the back
 * office. The HTML comes rendered and sanitised by the server, which alone decides what markup stays.
 */
export function ContentPage({ slug }: { slug: ContentPageSlug }) {
  return (
    <DataLayerGate>
      <FooterPage slug={slug} />
    </DataLayerGate>
  );
}

function FooterPage({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  // A page already shown stays while it is read again (a staff change shows on the next visit).
  const { data, error, isError } = useContentPageQuery(slug);
  const page = data?.slug === slug ? data : undefined;
  const missing = isApiFailure(error) && error.status === 404;

  return (
    <div className="container content-page">
      {page && <title>{`${page.title} | ${t('brand.name')}`}</title>}
      {!page && !isError && <p role="status">{t('content.page.loading')}</p>}
      {!page && missing && <p className="content-page__notice">{t('content.page.missing')}</p>}
      {!page && isError && !missing && <p className="content-page__notice">{t('content.page.failed')}</p>}
      {page && (
        <article className="content-page__article" lang={page.language === language ? undefined : 'en'}>
          <h1 className="content-page__title">{page.title}</h1>
          {page.language !== language && <p className="content-page__notice">{t('content.page.fallback')}</p>}
          <ContentHtml html={page.html} />
        </article>
      )}
    </div>
  );
}
