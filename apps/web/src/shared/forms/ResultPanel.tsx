import type { ReactNode } from 'react';
import './forms.css';

export interface ResultPanelProps {
  tone: 'success' | 'error' | 'pending';
  title: string;
  /** The server's message (already localised) or the page's own text. */
  text?: string | null;
  /** A quieter line under the text (what to do next). */
  hint?: string;
  children?: ReactNode;
}

/** The outcome of a one-step page (registered, verified, link sent, password changed, bad link). */
export function ResultPanel({ tone, title, text, hint, children }: ResultPanelProps) {
  return (
    <section className="account-card result-panel" aria-live="polite">
      <div
        className={`result-panel__mark${tone === 'error' ? ' result-panel__mark--error' : ''}`}
        aria-hidden="true"
      >
        {tone === 'success' ? '✓' : tone === 'error' ? '!' : <span className="spinner" />}
      </div>
      <h1 className="result-panel__title">{title}</h1>
      {text && (
        <p className="result-panel__text" role={tone === 'error' ? 'alert' : 'status'}>
          {text}
        </p>
      )}
      {hint && <p className="result-panel__hint">{hint}</p>}
      {children && <div className="result-panel__actions">{children}</div>}
    </section>
  );
}
