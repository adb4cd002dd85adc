import type { LanguageCode } from '../../i18n/languages';
import { formatCarat } from './formatPrice';

export interface VariantLike {
  karate: string;
  shade: string;
  quality: string;
  totalCarate: number;
}

/** "18K White Gold · GH-SI · 0.50 ct"; the carat is left out for plain metal (0 ct). */
export function variantSummary(variant: VariantLike, language: LanguageCode, caratUnit: string): string {
  const parts = [`${variant.karate} ${variant.shade}`.trim(), variant.quality];
  if (variant.totalCarate > 0) parts.push(`${formatCarat(variant.totalCarate, language)} ${caratUnit}`);
  return parts.filter((part) => part.length > 0).join(' · ');
}
