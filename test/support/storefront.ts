import { DEMO_CUSTOMER_IDS, DEMO_USERS } from '@atelier/contracts/common';
import type { QuickOrderCheck, QuickOrderVariant } from '@atelier/contracts/orders';
import type { Api } from './api';

/** The demo buyer's API client, acting for Lund Goldsmiths with trade prices (as the browser tests do). */
export async function tradeBuyerApi(api: Api): Promise<Api> {
  const { api: signedIn } = await api.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password);
  return signedIn.with({ 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths, 'x-price-status': '2' });
}

/**
 * Variants the demo buyer can order as plain rows (no special offer), one per design: found by the
 * listing, confirmed by the quick order's check.
 */
export async function orderableVariants(api: Api, count: number): Promise<QuickOrderVariant[]> {
  const buyer = await tradeBuyerApi(api);
  const search = await buyer.post<{ data: { rows: Array<{ design_id: string }> } }>(
    '/api/products/search-designs',
    { page: 1, limit: 48 },
  );
  const skus: string[] = [];
  for (const card of search.body.data.rows) {
    const detail = await buyer.get<{ data: { variants: Array<{ sku: string }> } }>(
      `/api/designs/${card.design_id}`,
    );
    const sku = detail.body.data.variants[0]?.sku;
    if (sku) skus.push(sku);
  }
  const checked = await buyer.post<{ data: QuickOrderCheck }>('/api/quick-order/check', {
    rows: skus.map((code) => ({ code, quantity: '1' })),
  });
  const ok = checked.body.data.rows.flatMap((r) =>
    r.ok && r.variant && !r.variant.is_special_offer ? [r.variant] : [],
  );
  if (ok.length < count) throw new Error(`only ${ok.length} orderable variants`);
  return ok.slice(0, count);
}
