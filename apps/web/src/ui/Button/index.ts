export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
