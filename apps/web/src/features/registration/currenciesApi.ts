import { dataApi, fromApi } from '../../api/baseApi';
import type { CurrencyRow } from '../../api/accounts';
import { currencyChoices, type CurrencyChoices } from './currencyChoices';

/** The public currency lookup the registration form and the back office's customer form offer. */
export const currenciesApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /currencies/get-all-currencies. */
    currencies: build.query<CurrencyRow[], void>({
      queryFn: fromApi(async (api) => {
        const answer = await api.getCurrencies();
        return Array.isArray(answer.data) ? answer.data : [];
      }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

/** The currency select's options and the tenant's default; a fixed list while or if the lookup fails. */
export function useCurrencyChoices(): CurrencyChoices {
  // One load per session: the tenant's currencies do not change while a form is filled in.
  const { data } = currenciesApi.useCurrenciesQuery(undefined, { refetchOnMountOrArgChange: false });
  return currencyChoices(data ?? []);
}
