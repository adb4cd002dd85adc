export { ToastProvider, useToast, SUCCESS_MS, type ToastTone } from './Toast';
