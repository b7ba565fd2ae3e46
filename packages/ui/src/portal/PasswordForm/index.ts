export { PasswordForm } from './PasswordForm';
export type {
  PasswordChange,
  PasswordFailure,
  PasswordField,
  PasswordFormProps,
} from './PasswordForm';
