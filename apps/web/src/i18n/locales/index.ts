import type { LanguageCode } from '../languages';
import { de } from './de';
import { enStorefront, type Translation } from './en';
import { enAreas } from './en-areas';
import { enBackOffice } from './en-back-office';
import { enCatalogue } from './en-catalogue';
import { es } from './es';
import { fr } from './fr';
import { no } from './no';
import { sv } from './sv';

export type { Translation };

/** English texts, the storefront shell's, the catalogue pages', the areas' and the back office's: the source of every key. */
export const en: Translation = { ...enStorefront, ...enCatalogue, ...enAreas, ...enBackOffice };

export const resources: Record<LanguageCode, { translation: Translation }> = {
  de: { translation: de },
  en: { translation: en },
  es: { translation: es },
  fr: { translation: fr },
  no: { translation: no },
  sv: { translation: sv },
};
