/** Codes the catalogue raises besides the common ones; the gateway maps each to an HTTP status. */
export enum CatalogueErrorCode {
  DesignNotFound = 'CATALOGUE_DESIGN_NOT_FOUND',
  ImageNotFound = 'CATALOGUE_IMAGE_NOT_FOUND',
}
