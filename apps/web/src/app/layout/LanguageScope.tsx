import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch } from '../hooks';
import type { LanguageCode } from '../../i18n/languages';
import { languageDetected } from '../language/languageSlice';

/** Route element of one language prefix: tells the store which language the URL is in. */
export function LanguageScope({ code }: { code: LanguageCode }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(languageDetected(code));
  }, [dispatch, code]);
  return <Outlet />;
}
