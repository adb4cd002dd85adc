import type { CurrencyRow } from '../../api/accounts';

/** Fallback when the currency list cannot be loaded: the demo tenant's currencies. */
export const FALLBACK_CURRENCIES = ['GBP', 'EUR', 'USD', 'SEK', 'NOK'] as const;

export interface CurrencyChoices {
  options: { value: string; label: string }[];
  /** The tenant's default currency, once the list is known. */
  defaultCurrency: string | null;
}

const FALLBACK: CurrencyChoices = {
  options: FALLBACK_CURRENCIES.map((code) => ({ value: code, label: code })),
  defaultCurrency: null,
};
const byRows = new WeakMap<CurrencyRow[], CurrencyChoices>();

/** The select's options in the lookup's order, or the fallback list when it has none (same object per list). */
export function currencyChoices(rows: CurrencyRow[]): CurrencyChoices {
  if (rows.length === 0) return FALLBACK;
  const known = byRows.get(rows);
  if (known) return known;
  const choices = {
    options: [...rows]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((row) => ({ value: row.code, label: `${row.code} · ${row.name}` })),
    defaultCurrency: rows.find((row) => row.is_default)?.code ?? null,
  };
  byRows.set(rows, choices);
  return choices;
}
