import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { languageFromPath, localizePath } from '../../i18n/languages';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { isChunkLoadError } from './chunkErrors';
import { ErrorBoundary } from './ErrorBoundary';
import { selectChunkReloadSuppressed } from './errorsSelectors';
import { chunkLoadFailed } from './errorsSlice';
import { NotFoundPage } from './NotFoundPage';
import './errors.css';

/** Last resort when the error page itself fails: plain markup, a plain link (no router state needed). */
function ErrorPageFailure({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <h1 className="error-page__title">{t('errors.errorPageFailed')}</h1>
      <a className="button button--primary" href={home}>
        {t('errors.backHome')}
      </a>
    </section>
  );
}

function GenericError({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <h1 className="error-page__title">{t('errors.generic')}</h1>
      <a className="button button--primary" href={home}>
        {t('errors.backHome')}
      </a>
    </section>
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}

/** errorElement of the root route: 404s, failed chunks (reload), anything else. */
export function RouteErrorPage() {
  const error = useRouteError();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const reloadSuppressed = useAppSelector(selectChunkReloadSuppressed);
  const home = localizePath('/', languageFromPath(pathname));
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) dispatch(chunkLoadFailed(describe(error)));
  }, [chunkError, dispatch, error]);

  let content;
  if (isRouteErrorResponse(error) && error.status === 404) content = <NotFoundPage />;
  else if (chunkError && !reloadSuppressed) content = <FullPageLoader />;
  else content = <GenericError home={home} />;

  return (
    <main id="main" className="error-shell">
      <ErrorBoundary fallback={<ErrorPageFailure home={home} />}>{content}</ErrorBoundary>
    </main>
  );
}
