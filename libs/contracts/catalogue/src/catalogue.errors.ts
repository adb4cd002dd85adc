/** Codes the catalogue raises besides the common ones; the gateway maps each to an HTTP status. */
export enum CatalogueErrorCode {
  DesignNotFound = 'CATALOGUE_DESIGN_NOT_FOUND',
  ImageNotFound = 'CATALOGUE_IMAGE_NOT_FOUND',
  /** The design was retired (or its unique piece sold): the page says it is no longer available. */
  DesignUnavailable = 'CATALOGUE_DESIGN_UNAVAILABLE',
  /** Another save came first: the answer lists what changed since the editor's version. */
  DesignChanged = 'CATALOGUE_DESIGN_CHANGED',
  ImportJobNotFound = 'CATALOGUE_IMPORT_JOB_NOT_FOUND',
}
