import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './admin-ui.css';

/** A back-office screen: title (also the document title), intro, actions on the right, content. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-screen">
      <title>{`${title} | ${t('meta.adminTitle')}`}</title>
      <div className="admin-screen__head">
        <div>
          <h1 className="admin-screen__title">{title}</h1>
          {intro && <p className="admin-screen__intro">{intro}</p>}
        </div>
        {actions && <div className="admin-screen__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A white panel inside a screen, with an optional heading. */
export function AdminPanel({
  title,
  titleId,
  children,
  className,
}: {
  title?: string;
  titleId?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`admin-panel${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      {title && (
        <h2 className="admin-panel__title" id={titleId}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
