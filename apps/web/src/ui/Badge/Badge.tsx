import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

/** A short status word; its colour repeats what the text says, never replaces it. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={[styles.badge, tone === 'neutral' ? '' : styles[tone]].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
