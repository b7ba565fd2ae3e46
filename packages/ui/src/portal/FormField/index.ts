export { FormField } from './FormField';
