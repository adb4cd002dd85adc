export {
  errorList,
  FieldFrame,
  FieldNotes,
  fieldStyles,
  RequiredMark,
  useFieldIds,
  type FieldFrameProps,
} from './Field';
export { TextField, Textarea, type TextFieldProps, type TextareaProps } from './TextField';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
