import { hasEmoji } from '@atelier/contracts/common';
import { ENGRAVING_TEXT_MAX_LENGTH, MAX_LINE_QUANTITY } from '@atelier/contracts/orders';
import type { AddToCartBody } from '../../api/orders';

/** UK ring sizes (letters; the server takes up to 10 characters). */
export const RING_SIZES: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const SIZE_MAX_LENGTH = 20;
export const RING_SIZE_MAX_LENGTH = 10;

export interface AddToCartValues {
  quantity: string;
  size: string;
  ringSize: string;
  engravingText: string;
}

export type AddToCartField = keyof AddToCartValues;

/** What is wrong with a value, as a key of `orders.addToCart.errors`. */
export type AddToCartIssue =
  'quantity' | 'ringSizeRequired' | 'engravingLength' | 'engravingEmoji' | 'sizeLength';

/** A whole number 1-999 (the server's AddToCartDto). */
export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text.trim());
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

/** The rules of AddToCartDto the form can check before sending (the server checks them again). */
export function checkAddToCart(
  values: AddToCartValues,
  needsRingSize: boolean,
): Partial<Record<AddToCartField, AddToCartIssue>> {
  const issues: Partial<Record<AddToCartField, AddToCartIssue>> = {};
  if (parseQuantity(values.quantity) === null) issues.quantity = 'quantity';
  if (needsRingSize && values.ringSize.trim() === '') issues.ringSize = 'ringSizeRequired';
  if (values.size.length > SIZE_MAX_LENGTH) issues.size = 'sizeLength';
  const engraving = values.engravingText.trim();
  if (engraving.length > ENGRAVING_TEXT_MAX_LENGTH) issues.engravingText = 'engravingLength';
  else if (hasEmoji(engraving)) issues.engravingText = 'engravingEmoji';
  return issues;
}

/** The request body: empty optional fields are left out. */
export function addToCartBody(variantId: string, values: AddToCartValues): AddToCartBody {
  const body: AddToCartBody = { variantId, quantity: parseQuantity(values.quantity) ?? 1 };
  const size = values.size.trim();
  const ringSize = values.ringSize.trim();
  const engravingText = values.engravingText.trim();
  if (size) body.size = size;
  if (ringSize) body.ringSize = ringSize;
  if (engravingText) body.engravingText = engravingText;
  return body;
}
