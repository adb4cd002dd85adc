import { ContentErrorCode, ReportsErrorCode } from '@atelier/contracts/admin';
import { CatalogueErrorCode } from '@atelier/contracts/catalogue';
import { CommonErrorCode } from '@atelier/contracts/common';
import { IdentityErrorCode } from '@atelier/contracts/identity';
import { OrdersErrorCode } from '@atelier/contracts/orders';
import { SyncErrorCode } from '@atelier/contracts/sync';

/**
 * The one place error codes become HTTP statuses. Typed over every module's code enum, so a new code
 * does not compile until someone decides its status here.
 */
export const ERROR_STATUS: Record<
  | CommonErrorCode
  | IdentityErrorCode
  | CatalogueErrorCode
  | OrdersErrorCode
  | SyncErrorCode
  | ReportsErrorCode
  | ContentErrorCode,
  number
> = {
  [ContentErrorCode.PageNotFound]: 404,
  [ContentErrorCode.RunningLineNotFound]: 404,
  [ContentErrorCode.TooManyRunningLines]: 409,
  [ContentErrorCode.MediaNotFound]: 404,
  [ContentErrorCode.MediaTypeRefused]: 415,
  [ContentErrorCode.MediaTooLarge]: 413,
  [ReportsErrorCode.InvalidRange]: 400,
  [CommonErrorCode.ValidationFailed]: 400,
  [CommonErrorCode.MalformedRequest]: 400,
  [CommonErrorCode.Unauthenticated]: 401,
  [CommonErrorCode.TokenExpired]: 401,
  [CommonErrorCode.TokenRevoked]: 401,
  [CommonErrorCode.Forbidden]: 403,
  [CommonErrorCode.NotFound]: 404,
  [CommonErrorCode.Conflict]: 409,
  [CommonErrorCode.PayloadTooLarge]: 413,
  [CommonErrorCode.RateLimited]: 429,
  [CommonErrorCode.TenantRequired]: 400,
  [CommonErrorCode.TenantUnknown]: 400,
  [CommonErrorCode.TenantMismatch]: 401,
  [CommonErrorCode.InvalidPriceStatus]: 400,
  [CommonErrorCode.CustomerNotMapped]: 403,
  [CommonErrorCode.ServiceUnavailable]: 503,
  [CommonErrorCode.ServiceTimeout]: 504,
  [CommonErrorCode.Internal]: 500,
  [IdentityErrorCode.UserNotFound]: 404,
  [IdentityErrorCode.CustomerNotFound]: 404,
  [IdentityErrorCode.CustomerHasOpenOrders]: 409,
  [IdentityErrorCode.CustomerGroupNotFound]: 404,
  [IdentityErrorCode.NotAdmin]: 403,
  [IdentityErrorCode.EmailTaken]: 409,
  [IdentityErrorCode.LinkInvalid]: 400,
  [IdentityErrorCode.RefreshTokenInvalid]: 401,
  [IdentityErrorCode.RefreshTokenReused]: 401,
  [IdentityErrorCode.WrongPassword]: 400,
  [IdentityErrorCode.CustomerNotPending]: 409,
  [IdentityErrorCode.AccountNumberTaken]: 409,
  [IdentityErrorCode.CustomerRequired]: 400,
  [IdentityErrorCode.SelfChange]: 403,
  [IdentityErrorCode.SuperAdminOnly]: 403,
  [IdentityErrorCode.GrantExceedsOwn]: 403,
  [IdentityErrorCode.TargetOutranks]: 403,
  [IdentityErrorCode.TenantTaken]: 409,
  [IdentityErrorCode.UserUnderReview]: 409,
  [CatalogueErrorCode.DesignNotFound]: 404,
  [CatalogueErrorCode.ImageNotFound]: 404,
  [CatalogueErrorCode.GroupNotFound]: 404,
  [CatalogueErrorCode.CollectionNotFound]: 404,
  [CatalogueErrorCode.FilterNotFound]: 404,
  [CatalogueErrorCode.MenuItemNotFound]: 404,
  [CatalogueErrorCode.AlreadyExists]: 409,
  [CatalogueErrorCode.GroupInUse]: 409,
  [CatalogueErrorCode.ImageRejected]: 422,
  [CatalogueErrorCode.ImageTooLarge]: 413,
  [CatalogueErrorCode.DesignUnavailable]: 410,
  [CatalogueErrorCode.DesignChanged]: 409,
  [CatalogueErrorCode.ImportJobNotFound]: 404,
  [CatalogueErrorCode.OfferNotFound]: 404,
  [CatalogueErrorCode.OfferChanged]: 409,
  [CatalogueErrorCode.DiscountNotFound]: 404,
  [CatalogueErrorCode.DiscountChanged]: 409,
  [OrdersErrorCode.NotOwnCart]: 403,
  [OrdersErrorCode.CustomerRequired]: 400,
  [OrdersErrorCode.CartLineNotFound]: 404,
  [OrdersErrorCode.OrderNotFound]: 404,
  [OrdersErrorCode.NotFound]: 404,
  [OrdersErrorCode.VariantUnavailable]: 404,
  [OrdersErrorCode.SpecialOfferUnavailable]: 409,
  [OrdersErrorCode.CartEmpty]: 409,
  [OrdersErrorCode.CartNotReady]: 409,
  [OrdersErrorCode.CartFull]: 409,
  [OrdersErrorCode.IdempotencyKeyReused]: 422,
  [OrdersErrorCode.TradePricesOnly]: 403,
  [OrdersErrorCode.ActionNotAllowed]: 409,
  [OrdersErrorCode.InvalidImage]: 400,
  [OrdersErrorCode.ImageTooLarge]: 413,
  [OrdersErrorCode.OrderListNotFound]: 404,
  [OrdersErrorCode.OrderListFull]: 409,
  [OrdersErrorCode.OrderListCsvInvalid]: 400,
  [SyncErrorCode.InvalidInboundMessage]: 400,
  [SyncErrorCode.ErrorEntryNotFound]: 404,
  [SyncErrorCode.ErrorEntryClosed]: 409,
  [SyncErrorCode.RunNotFound]: 404,
  [SyncErrorCode.InvalidCron]: 400,
};

export function statusOf(code: string): number {
  return (ERROR_STATUS as Record<string, number>)[code] ?? 500;
}
