/** The public face of this feature: what other features may import. */
export { ChangePasswordForm } from './ChangePasswordForm';
