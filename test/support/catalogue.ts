/** Helpers for checking catalogue answers: price keys anywhere in a body, and RRP computed independently. */

export interface FoundPrice {
  path: string;
  key: string;
  value: unknown;
}

/** Every key matching /price/i anywhere in a JSON body, with its path. */
export function findPriceKeys(body: unknown, path = '$'): FoundPrice[] {
  if (Array.isArray(body)) return body.flatMap((item, i) => findPriceKeys(item, `${path}[${i}]`));
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([key, value]) => [
    ...(/price/i.test(key) ? [{ path: `${path}.${key}`, key, value }] : []),
    ...findPriceKeys(value, `${path}.${key}`),
  ]);
}

/** Objects that carry a `price`, with their path (cards, variants). */
export function pricedObjects(
  body: unknown,
  path = '$',
): Array<{ path: string; object: Record<string, unknown> }> {
  if (Array.isArray(body)) return body.flatMap((item, i) => pricedObjects(item, `${path}[${i}]`));
  if (typeof body !== 'object' || body === null) return [];
  const object = body as Record<string, unknown>;
  const own = 'price' in object && typeof object['price'] === 'number' ? [{ path, object }] : [];
  return [
    ...own,
    ...Object.entries(object).flatMap(([key, value]) => pricedObjects(value, `${path}.${key}`)),
  ];
}

/** RRP in pounds: floor(trade x markup x (1 + VAT)) to the penny, in integer arithmetic. */
export function expectedRrp(
  trade: string | number,
  markup: number,
  vatPercent: number,
  vatApplicable: boolean,
): number {
  const pence = BigInt(Math.round(Number(trade) * 100));
  const markupTenths = BigInt(Math.round(markup * 10));
  const vatFactor = BigInt(100 + (vatApplicable ? vatPercent : 0));
  return Number((pence * markupTenths * vatFactor) / 1000n) / 100;
}
