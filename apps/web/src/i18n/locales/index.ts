import type { LanguageCode } from '../languages';
import { de } from './de';
import { en, type Translation } from './en';
import { es } from './es';
import { fr } from './fr';
import { no } from './no';
import { sv } from './sv';

export type { Translation };

export const resources: Record<LanguageCode, { translation: Translation }> = {
  de: { translation: de },
  en: { translation: en },
  es: { translation: es },
  fr: { translation: fr },
  no: { translation: no },
  sv: { translation: sv },
};
