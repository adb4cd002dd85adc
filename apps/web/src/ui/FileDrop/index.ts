export { FileDrop, type FileDropProps, type FileUpload } from './FileDrop';
