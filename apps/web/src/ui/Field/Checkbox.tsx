import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { errorList, FieldNotes, fieldStyles, useFieldIds } from './Field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: string;
  hint?: ReactNode;
  error?: string | readonly string[] | null;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox inside its label (the whole label is the click target and the accessible name). */
export function Checkbox({ label, hint, error, className, id, ref, ...input }: CheckboxProps) {
  const errors = errorList(error);
  const ids = useFieldIds(id, hint, errors);
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.check}>
        <input
          {...input}
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={ids.describedBy}
        />
        {label}
      </label>
      <FieldNotes hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} />
    </div>
  );
}
