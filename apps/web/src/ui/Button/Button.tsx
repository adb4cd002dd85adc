import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The button's classes, for a link that looks like one (`<Link className={buttonClass({...})}>`). */
export function buttonClass({ variant = 'secondary', size = 'md', block = false }: ButtonStyle = {}): string {
  return [styles.button, styles[variant], size === 'sm' ? styles.sm : '', block ? styles.block : '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** Busy: announced with aria-busy and clicks ignored, but still focusable (no lost focus). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button; its text is its accessible name. `type` defaults to "button" (never an accidental submit). */
export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={click}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
