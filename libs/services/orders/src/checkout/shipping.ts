import { type LanguageCode, PriceStatus, translate } from '@atelier/contracts/common';
import {
  SHIPPING_OPTIONS,
  type ShippingOptionCode,
  type ShippingOptionView,
} from '@atelier/contracts/orders';
import { penceToPounds } from '../shared/money';

export function carriageOf(code: string): number {
  return SHIPPING_OPTIONS.find((option) => option.code === code)?.carriagePence ?? 0;
}

/** A shipping option as shown; carriage is money, so only with trade prices (or to the back office). */
export function shippingOptionView(
  language: LanguageCode,
  code: string,
  showMoney: boolean,
  carriagePence: number = carriageOf(code),
): ShippingOptionView {
  const view: ShippingOptionView = {
    code: code as ShippingOptionCode,
    label: translate(language, `orders.shipping.${code}`),
    delivery: translate(language, `orders.shippingDelivery.${code}`),
  };
  if (showMoney) view.carriage = penceToPounds(carriagePence);
  return view;
}

export const showsTradeMoney = (priceStatus: PriceStatus): boolean => priceStatus === PriceStatus.Trade;
