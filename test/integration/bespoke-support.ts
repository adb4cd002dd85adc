import sharp from 'sharp';
import type { Api } from '../support/api';
import type { TestBuyer } from './orders-support';

/** A small PNG standing in for a buyer's sketch or a quote's picture. */
export function sketchPng(background = '#c0a060'): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Posts a bespoke form as the storefront and back office do: fields and at most one image, multipart. */
export async function postMultipart<T>(
  api: Api,
  path: string,
  token: string,
  fields: Record<string, string>,
  image: Buffer | null,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { data: T; errors?: Record<string, string[]> } }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'sketch.png');
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'x-tenant': 'demo', 'x-access-token': token, ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data: T } };
}

/** The buyer's bespoke enquiry with a sketch, sent for their own customer with trade prices shown. */
export async function requestBespoke<T>(
  api: Api,
  buyer: TestBuyer,
  fields: Record<string, string>,
  sketch?: Buffer,
): Promise<{ status: number; body: { data: T; errors?: Record<string, string[]> } }> {
  const image = sketch ?? (await sketchPng());
  return postMultipart<T>(api, '/api/bespoke-orders', buyer.token, fields, image, buyerHeaders(buyer));
}

/** The headers a buyer's storefront sends: their customer and trade prices shown. */
export function buyerHeaders(buyer: TestBuyer): Record<string, string> {
  return { 'x-customer-id': buyer.customerId, 'x-price-status': '2' };
}
