import type { ReactNode } from 'react';

/** A label row: the label itself (which names the control) and, outside it, the red required asterisk. */
export function FieldLabel({
  htmlFor,
  id,
  required = false,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field__label-row">
      {htmlFor ? (
        <label className="field__label" htmlFor={htmlFor} id={id}>
          {children}
        </label>
      ) : (
        <span className="field__label" id={id}>
          {children}
        </span>
      )}
      {required && (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="field__error" id={id}>
      {children}
    </p>
  );
}
