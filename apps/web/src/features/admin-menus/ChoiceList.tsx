import type { ReactNode } from 'react';
import { fieldStyles } from '../../ui/Field';

/** A titled set of checkboxes, styled as the kit's radio groups are. */
export function ChoiceList({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={fieldStyles.field}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {hint && <p className={fieldStyles.hint}>{hint}</p>}
      <div className={fieldStyles.options}>{children}</div>
    </fieldset>
  );
}
