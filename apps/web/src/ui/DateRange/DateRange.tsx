import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorList, FieldNotes, fieldStyles, TextField, useFieldIds, type FieldFrameProps } from '../Field';
import styles from './DateRange.module.css';

/** Dates as the date inputs give them: YYYY-MM-DD, or '' when not set. */
export interface DateRangeValue {
  from: string;
  to: string;
}

/** A start after the end (both set): the one mistake a range can have on its own. */
export function isReversed({ from, to }: DateRangeValue): boolean {
  return from !== '' && to !== '' && from > to;
}

export interface DateRangeProps extends FieldFrameProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Names for the two inputs in a form (filters read by a PagedList). */
  names?: { from: string; to: string };
  min?: string;
  max?: string;
}

/** Two date inputs (From, To) in a fieldset named by `label`; a reversed range is reported. */
export function DateRange({
  label,
  hint,
  error,
  className,
  value,
  onChange,
  names,
  min,
  max,
}: DateRangeProps) {
  const { t } = useTranslation();
  const errors = [...errorList(error), ...(isReversed(value) ? [t('ui.rangeOrder')] : [])];
  const ids = useFieldIds(useId(), hint, errors);
  return (
    <fieldset
      className={[styles.range, className].filter(Boolean).join(' ')}
      aria-describedby={ids.describedBy}
    >
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.inputs}>
        <TextField
          label={t('ui.rangeFrom')}
          type="date"
          name={names?.from}
          value={value.from}
          min={min}
          max={value.to || max}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
        <TextField
          label={t('ui.rangeTo')}
          type="date"
          name={names?.to}
          value={value.to}
          min={value.from || min}
          max={max}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </div>
      <FieldNotes hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} />
    </fieldset>
  );
}
