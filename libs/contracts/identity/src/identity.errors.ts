export enum IdentityErrorCode {
  UserNotFound = 'IDENTITY_USER_NOT_FOUND',
  CustomerNotFound = 'IDENTITY_CUSTOMER_NOT_FOUND',
  NotAdmin = 'IDENTITY_NOT_ADMIN',
  /** Registration only: the one place that may say an email is registered. */
  EmailTaken = 'IDENTITY_EMAIL_TAKEN',
  /** A verification or reset link that is unknown, used or expired (one answer for all three). */
  LinkInvalid = 'IDENTITY_LINK_INVALID',
  /** A refresh token that is unknown, expired or revoked. */
  RefreshTokenInvalid = 'IDENTITY_REFRESH_TOKEN_INVALID',
  /** A refresh token used a second time: its whole family has been revoked. */
  RefreshTokenReused = 'IDENTITY_REFRESH_TOKEN_REUSED',
  WrongPassword = 'IDENTITY_WRONG_PASSWORD',
  CustomerNotPending = 'IDENTITY_CUSTOMER_NOT_PENDING',
  AccountNumberTaken = 'IDENTITY_ACCOUNT_NUMBER_TAKEN',
  CustomerRequired = 'IDENTITY_CUSTOMER_REQUIRED',
  /** An admin may not change their own role, permissions or access, nor delete themselves. */
  SelfChange = 'IDENTITY_SELF_CHANGE',
  /** Only a super-admin may create, change or delete a super-admin. */
  SuperAdminOnly = 'IDENTITY_SUPER_ADMIN_ONLY',
  /** A grant may not exceed the granter's own permissions (super-admins apart). */
  GrantExceedsOwn = 'IDENTITY_GRANT_EXCEEDS_OWN',
  /** An admin may change only admins whose permissions they all hold. */
  TargetOutranks = 'IDENTITY_TARGET_OUTRANKS',
  /** A tenant with that slug exists already. */
  TenantTaken = 'IDENTITY_TENANT_TAKEN',
  /** A pending or rejected applicant's access follows from the customer's review, not from a switch. */
  UserUnderReview = 'IDENTITY_USER_UNDER_REVIEW',
  /** customer_remove refused: the customer still has open orders in the orders service. */
  CustomerHasOpenOrders = 'IDENTITY_CUSTOMER_HAS_OPEN_ORDERS',
  CustomerGroupNotFound = 'IDENTITY_CUSTOMER_GROUP_NOT_FOUND',
}
