import type { DiscountKind, DiscountStatus } from './discounts-admin.constants';

/** A discount as the back office lists and edits it; days as YYYY-MM-DD (UTC). */
export interface AdminDiscount {
  id: string;
  status: DiscountStatus;
  /** Null with customerGroupId null: every customer. */
  customerId: string | null;
  /** The customer's account number and company when the discount was saved. */
  customerLabel: string | null;
  /** A customer group's discount (never with customerId): every customer in it. */
  customerGroupId: string | null;
  /** The group's name when the discount was saved. */
  customerGroupLabel: string | null;
  /** Null with mainGroupId null: every design. */
  designId: string | null;
  designNumber: string | null;
  designName: string | null;
  mainGroupId: number | null;
  mainGroupName: string | null;
  kind: DiscountKind;
  /** Percent off (kind percent) or the trade price in pounds (kind fixed_price). */
  value: number;
  startsOn: string;
  endsOn: string;
  endedAt: string | null;
  version: number;
  updatedAt: string;
}

/** What a discount removed was. */
export interface DiscountDeleted {
  id: string;
  deleted: true;
}

/** The discount a price got: in cards and design pages as the buyer's was/now, in variant facts for orders. */
export interface AppliedDiscount {
  id: string;
  kind: DiscountKind;
  value: number;
  /** The trade price per piece before the discount, in pence. */
  regular_pence: number;
}
