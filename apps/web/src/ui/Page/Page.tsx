import { useId, type FormHTMLAttributes, type ReactNode } from 'react';
import styles from './Page.module.css';

/** A screen: its heading (also the document title, with `titleSuffix`), intro, actions, content. */
export function Page({
  title,
  titleSuffix,
  intro,
  actions,
  children,
}: {
  title: string;
  /** Appended to the document title ("Orders | Atelier | Admin system"). */
  titleSuffix?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <title>{titleSuffix ? `${title} | ${titleSuffix}` : title}</title>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A framed part of a screen; with a title it is a region named by it. */
export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 className={styles.panelTitle} id={titleId}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** A loading or not-found line inside a panel, announced politely. */
export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}

/** A form laid out by the kit: fields in a responsive grid, actions at the end. */
export function FormLayout({
  actions,
  split = false,
  children,
  ...form
}: FormHTMLAttributes<HTMLFormElement> & { actions: ReactNode; split?: boolean; children: ReactNode }) {
  return (
    <form {...form} noValidate className={styles.panel}>
      {children}
      <div className={[styles.formActions, split ? styles.split : ''].filter(Boolean).join(' ')}>
        {actions}
      </div>
    </form>
  );
}

/** Fields side by side where there is room, stacked at phone width; with a legend, a named group. */
export function FieldGrid({ legend, children }: { legend?: string; children: ReactNode }) {
  if (!legend) return <div className={styles.formGrid}>{children}</div>;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.panelTitle}>{legend}</legend>
      <div className={styles.formGrid}>{children}</div>
    </fieldset>
  );
}

/** A wide main column and a narrower side one (a record and its summary), stacked at phone width. */
export function Columns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}

/** Label and value pairs (a record's summary). */
export function Details({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className={styles.details}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
