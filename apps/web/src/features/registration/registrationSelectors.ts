import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export const selectRegistrationStatus = (state: RootState) => state.registration.status;
export const selectRegistrationErrors = (state: RootState) => state.registration.errors;
export const selectRegistrationMessage = (state: RootState) => state.registration.message;
export const selectCurrencies = (state: RootState) => state.registration.currencies;
export const selectCurrenciesStatus = (state: RootState) => state.registration.currenciesStatus;
export const selectVerification = (state: RootState) => state.registration.verification;

/** Fallback when the currency list cannot be loaded: the demo tenant's currencies. */
export const FALLBACK_CURRENCIES = ['GBP', 'EUR', 'USD', 'SEK', 'NOK'] as const;

export const selectCurrencyOptions = createSelector([selectCurrencies], (rows) =>
  rows.length > 0
    ? [...rows]
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((row) => ({ value: row.code, label: `${row.code} · ${row.name}` }))
    : FALLBACK_CURRENCIES.map((code) => ({ value: code, label: code })),
);

export const selectDefaultCurrency = createSelector(
  [selectCurrencies],
  (rows) => rows.find((row) => row.is_default)?.code ?? null,
);
