export { ProfileForm } from './ProfileForm';
export type { ProfileFormProps } from './ProfileForm';
export { profileFields, profileLanguages } from './profile-values';
export type { ProfileField, ProfileValues } from './profile-values';
