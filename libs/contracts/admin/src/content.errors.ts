/** Error codes of the admin service's content calls (mapped to HTTP in the gateway). */
export enum ContentErrorCode {
  PageNotFound = 'CONTENT_PAGE_NOT_FOUND',
  RunningLineNotFound = 'CONTENT_RUNNING_LINE_NOT_FOUND',
  TooManyRunningLines = 'CONTENT_TOO_MANY_RUNNING_LINES',
  MediaNotFound = 'CONTENT_MEDIA_NOT_FOUND',
  /** The file's bytes are not a type the slot takes. */
  MediaTypeRefused = 'CONTENT_MEDIA_TYPE_REFUSED',
  MediaTooLarge = 'CONTENT_MEDIA_TOO_LARGE',
}
