/** The back-office picture screens (permission `images`), one chunk. */
export { AddImagesPage, UploadImagesPage } from './AddImagesPage';
export { EditImagesPage } from './EditImagesPage';
