import type { RootState } from '../store';
import { getLanguage, type LanguageDefinition } from '../../i18n/languages';

export const selectLanguage = (state: RootState) => state.language.current;
export const selectLanguageDefinition = (state: RootState): LanguageDefinition =>
  getLanguage(state.language.current);
export const selectLanguageSwitching = (state: RootState) => state.language.switchingTo !== null;
