/** Codes the catalogue raises besides the common ones; the gateway maps each to an HTTP status. */
export enum CatalogueErrorCode {
  DesignNotFound = 'CATALOGUE_DESIGN_NOT_FOUND',
  ImageNotFound = 'CATALOGUE_IMAGE_NOT_FOUND',
  GroupNotFound = 'CATALOGUE_GROUP_NOT_FOUND',
  CollectionNotFound = 'CATALOGUE_COLLECTION_NOT_FOUND',
  FilterNotFound = 'CATALOGUE_FILTER_NOT_FOUND',
  MenuItemNotFound = 'CATALOGUE_MENU_ITEM_NOT_FOUND',
  /** url_path (or a filter's kind) already used by another entry of the tenant. */
  AlreadyExists = 'CATALOGUE_ALREADY_EXISTS',
  /** A group still has designs (or sub groups) and cannot be deleted. */
  GroupInUse = 'CATALOGUE_GROUP_IN_USE',
  /** An uploaded picture's content is not an accepted image. */
  ImageRejected = 'CATALOGUE_IMAGE_REJECTED',
  ImageTooLarge = 'CATALOGUE_IMAGE_TOO_LARGE',
  /** The design was retired (or its unique piece sold): the page says it is no longer available. */
  DesignUnavailable = 'CATALOGUE_DESIGN_UNAVAILABLE',
  /** Another save came first: the answer lists what changed since the editor's version. */
  DesignChanged = 'CATALOGUE_DESIGN_CHANGED',
  ImportJobNotFound = 'CATALOGUE_IMPORT_JOB_NOT_FOUND',
  OfferNotFound = 'CATALOGUE_OFFER_NOT_FOUND',
  /** Another edit of the offer came first (or it was ended): reload and try again. */
  OfferChanged = 'CATALOGUE_OFFER_CHANGED',
  DiscountNotFound = 'CATALOGUE_DISCOUNT_NOT_FOUND',
  /** Another edit of the discount came first (or it ended or started): reload and try again. */
  DiscountChanged = 'CATALOGUE_DISCOUNT_CHANGED',
}
