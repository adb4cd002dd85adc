import type { Ref, SelectHTMLAttributes } from 'react';
import { errorList, FieldFrame, fieldStyles, useFieldIds, type FieldFrameProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'>, FieldFrameProps {
  options: readonly SelectOption[];
  /** A first option with an empty value ("All", "Choose..."). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  hint,
  error,
  required,
  className,
  id,
  ref,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const errors = errorList(error);
  const ids = useFieldIds(id, hint, errors);
  return (
    <FieldFrame label={label} hint={hint} required={required} className={className} ids={ids} errors={errors}>
      <select
        {...select}
        ref={ref}
        id={ids.controlId}
        className={fieldStyles.control}
        aria-invalid={errors.length > 0 || undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
