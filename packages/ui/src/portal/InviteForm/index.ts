export { InviteForm } from './InviteForm';
export type { InviteFormProps, InviteFormState, InviteRequest } from './InviteForm';
