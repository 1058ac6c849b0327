// The form toolkit: <Form> on useZodForm (a shared schema) and the field set every editor uses.
export { Form, FormServerAlert, showFailure, SubmitButton, useZodForm } from './form.tsx';
export type { FailureOptions, ZodFormOptions } from './form.tsx';
export {
  allMessages,
  countErrors,
  errorAt,
  errorPaths,
  firstErrorPath,
  focusFirstInvalid,
  hasPath,
  listMessage,
} from './form-errors.ts';
export { useFormLook, type FormLook } from './form-look.ts';
export { FieldError, FieldShell, type FieldShellProps } from './field-shell.tsx';
export { FormText, FormTextArea, type FieldBaseProps } from './text-fields.tsx';
export { FormDuration, FormMoney, FormNumber, parseNumber } from './number-fields.tsx';
export {
  blankAsNull,
  FormMultiSelect,
  FormSelect,
  FormSwitch,
  optionsOf,
  type Option,
} from './choice-fields.tsx';
export { FormDate, FormDateTime } from './date-fields.tsx';
export { FormImage } from './image-field.tsx';
export { FormStringList } from './string-list-field.tsx';
export { FormMarkdown } from './markdown-field.tsx';
export { useFieldError } from './use-field-error.ts';
