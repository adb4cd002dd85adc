import { useId } from 'react';
import { errorList, FieldNotes, fieldStyles, RequiredMark, useFieldIds, type FieldFrameProps } from './Field';
import type { SelectOption } from './Select';

export interface RadioGroupProps extends FieldFrameProps {
  /** The radios' name (a form field name). */
  name: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  direction?: 'horizontal' | 'vertical';
}

/** A fieldset of radios; its legend names the group, each option's label names its radio. */
export function RadioGroup({
  label,
  hint,
  error,
  required,
  className,
  name,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  direction = 'horizontal',
}: RadioGroupProps) {
  const errors = errorList(error);
  const ids = useFieldIds(useId(), hint, errors);
  return (
    <fieldset
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      aria-describedby={ids.describedBy}
      aria-invalid={errors.length > 0 || undefined}
    >
      <legend className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div
        className={[fieldStyles.options, direction === 'vertical' ? fieldStyles.vertical : '']
          .filter(Boolean)
          .join(' ')}
      >
        {options.map((option) => (
          <label key={option.value} className={fieldStyles.check}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled || option.disabled}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} />
    </fieldset>
  );
}
