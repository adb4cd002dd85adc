import { formatPrice } from '../catalogue/formatPrice';
import { useLanguage } from '../catalogue/useLanguage';

/**
 * An amount exactly as the server sent it (pounds), in the page's language. Nothing at all when the
 * answer has no such key (price status 0 or 1 for trade-only amounts): never a computed amount, never £0.
 */
export function Money({ value, className }: { value: number | null | undefined; className?: string }) {
  const language = useLanguage();
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return <span className={className ?? 'money'}>{formatPrice(value, language)}</span>;
}

/** Whether an amount is present in the answer (a column or row is shown only then). */
export function hasAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
