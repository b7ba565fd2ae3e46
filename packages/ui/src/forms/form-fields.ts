import type { FieldSpec } from './FieldSpec';

const email: FieldSpec = {
  name: 'email',
  kind: 'email',
  label: 'forms.field.email',
  required: true,
  autoComplete: 'email',
};
const firstName: FieldSpec = {
  name: 'firstName',
  kind: 'text',
  label: 'forms.field.firstName',
  required: true,
  autoComplete: 'given-name',
};
const lastName: FieldSpec = {
  name: 'lastName',
  kind: 'text',
  label: 'forms.field.lastName',
  required: true,
  autoComplete: 'family-name',
};
const company: FieldSpec = {
  name: 'company',
  kind: 'text',
  label: 'forms.field.company',
  required: true,
  autoComplete: 'organization',
};
const country: FieldSpec = {
  name: 'country',
  kind: 'text',
  label: 'forms.field.country',
  required: true,
  autoComplete: 'country-name',
};
const consent: FieldSpec = {
  name: 'consent',
  kind: 'checkbox',
  label: 'forms.field.consent',
  required: true,
};

/** "Talk to an Expert" (spec public-site 2.5): the domain's `contactSchema`, in its order. */
export const contactFields: readonly FieldSpec[] = [
  { name: 'name', kind: 'text', label: 'forms.field.name', required: true, autoComplete: 'name' },
  email,
  company,
  country,
  { name: 'phone', kind: 'tel', label: 'forms.field.phone', required: false, autoComplete: 'tel' },
  { name: 'message', kind: 'textarea', label: 'forms.field.message', required: true },
  consent,
];

/** The open-source licence request (spec portal 5): every field required. */
export const licenceRequestFields: readonly FieldSpec[] = [
  email,
  firstName,
  lastName,
  company,
  country,
  { name: 'product', kind: 'text', label: 'forms.field.product', required: true },
  { name: 'serialNumber', kind: 'text', label: 'forms.field.serialNumber', required: true },
  { name: 'details', kind: 'textarea', label: 'forms.field.details', required: true },
];

/** The whitepaper download: contact fields and consent. */
export const whitepaperFields: readonly FieldSpec[] = [
  email,
  firstName,
  lastName,
  company,
  country,
  consent,
];
