import { useId, type ReactNode } from 'react';
import uiStyles from '../ui.module.css';
import styles from './Field.module.css';

/** What every form control of the kit shows around itself. */
export interface FieldFrameProps {
  /** Visible label; it is the control's accessible name. */
  label: string;
  hint?: ReactNode;
  /** One message or several (the server may report more than one rule per field). */
  error?: string | readonly string[] | null;
  required?: boolean;
  className?: string;
  /** The label only for assistive technology (a control in a table cell under its column's header). */
  hideLabel?: boolean;
}

export function errorList(error: FieldFrameProps['error']): readonly string[] {
  if (!error) return [];
  return typeof error === 'string' ? [error] : error;
}

/** Ids of a field's parts and the control's aria-describedby (hint first, then errors). */
export function useFieldIds(id: string | undefined, hint: ReactNode, errors: readonly string[]) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: describedBy || undefined };
}

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

/** The hint and the error messages under a control. */
export function FieldNotes({
  hint,
  hintId,
  errors,
  errorId,
}: {
  hint: ReactNode;
  hintId: string;
  errors: readonly string[];
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p className={styles.error} id={errorId}>
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}

/** Label above, control, hint and errors below. */
export function FieldFrame({
  label,
  hint,
  required,
  className,
  hideLabel,
  ids,
  errors,
  children,
}: Omit<FieldFrameProps, 'error'> & {
  ids: ReturnType<typeof useFieldIds>;
  errors: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? uiStyles.visuallyHidden : styles.label} htmlFor={ids.controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldNotes hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} />
    </div>
  );
}

export { styles as fieldStyles };
