import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/language/languageSelectors';
import { getLanguage } from '../../i18n/languages';

/** The page's BCP 47 locale (en-GB, sv-SE...) for number and date formats. */
export function useReportLocale(): string {
  return getLanguage(useAppSelector(selectLanguage)).htmlLang;
}
