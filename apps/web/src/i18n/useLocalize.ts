import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { languageFromPath, localizePath } from './languages';

/** Prefixes app paths with the language of the current URL. */
export function useLocalize(): (path: string) => string {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  return useCallback((path: string) => localizePath(path, language), [language]);
}
