export enum IdentityErrorCode {
  UserNotFound = 'IDENTITY_USER_NOT_FOUND',
  CustomerNotFound = 'IDENTITY_CUSTOMER_NOT_FOUND',
  NotAdmin = 'IDENTITY_NOT_ADMIN',
}
