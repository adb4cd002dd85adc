import { useLocation } from 'react-router-dom';
import { languageFromPath, type LanguageCode } from '../../i18n/languages';

/** The language of the current URL (its prefix). */
export function useLanguage(): LanguageCode {
  return languageFromPath(useLocation().pathname);
}
