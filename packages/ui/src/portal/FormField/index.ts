export { FormField } from './FormField';
export type { FieldControlProps, FormFieldProps } from './FormField';
