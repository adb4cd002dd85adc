import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { errorList, FieldFrame, fieldStyles, useFieldIds, type FieldFrameProps } from './Field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>, FieldFrameProps {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input (text, email, number, password, search...) with hint and error. */
export function TextField({
  label,
  hint,
  error,
  required,
  className,
  hideLabel,
  id,
  ref,
  ...input
}: TextFieldProps) {
  const errors = errorList(error);
  const ids = useFieldIds(id, hint, errors);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      required={required}
      className={className}
      hideLabel={hideLabel}
      ids={ids}
      errors={errors}
    >
      <input
        {...input}
        ref={ref}
        id={ids.controlId}
        className={fieldStyles.control}
        aria-invalid={errors.length > 0 || undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>, FieldFrameProps {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ label, hint, error, required, className, id, ref, ...textarea }: TextareaProps) {
  const errors = errorList(error);
  const ids = useFieldIds(id, hint, errors);
  return (
    <FieldFrame label={label} hint={hint} required={required} className={className} ids={ids} errors={errors}>
      <textarea
        {...textarea}
        ref={ref}
        id={ids.controlId}
        className={`${fieldStyles.control} ${fieldStyles.textarea}`}
        aria-invalid={errors.length > 0 || undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
