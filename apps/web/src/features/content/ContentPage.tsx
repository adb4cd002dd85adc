import type { ContentPageSlug } from '@atelier/contracts/admin';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/language/languageSelectors';
import type { RootState } from '../../app/store';
import { ContentHtml } from './ContentHtml';
import { contentPageRequested } from './contentSlice';
import './content.css';

/**
 * A footer page (spec §2: why-{brand}, terms, cookies, how to order, FAQ) as staff wrote it in the back
 * office. The HTML comes rendered and sanitised by the server, which alone decides what markup stays.
 */
export function ContentPage({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const state = useAppSelector((root: RootState) => root.content.pages[slug]);

  useEffect(() => {
    dispatch(contentPageRequested(slug));
  }, [dispatch, slug]);

  const page = state?.status === 'loaded' ? state.page : null;
  return (
    <div className="container content-page">
      {page && <title>{`${page.title} | ${t('brand.name')}`}</title>}
      {(!state || state.status === 'loading') && <p role="status">{t('content.page.loading')}</p>}
      {state?.status === 'missing' && <p className="content-page__notice">{t('content.page.missing')}</p>}
      {state?.status === 'failed' && <p className="content-page__notice">{t('content.page.failed')}</p>}
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
