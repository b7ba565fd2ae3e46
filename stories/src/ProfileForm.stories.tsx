import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileForm, type ProfileValues } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const tomas: ProfileValues = {
  firstName: 'Tomas',
  lastName: 'Ruiz',
  company: 'Voltline Harness',
  telephone: '+49 7000 1234',
  address: 'Hauptstrasse 1',
  postalCode: '79100',
  city: 'Freiburg',
  country: 'DE',
  language: 'es',
};

const meta = {
  title: 'Portal/Account/ProfileForm',
  component: ProfileForm,
  args: {
    values: tomas,
    email: 'tomas.ruiz@voltline.example',
    language: 'en',
    editable: true,
    busy: false,
    saved: false,
    failure: null,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Blank: Story = {
  args: {
    values: { ...tomas, company: '', telephone: '', address: '', postalCode: '', country: '' },
  },
};

export const Saving: Story = { args: { busy: true } };

export const Saved: Story = { args: { saved: true } };

export const PolicyFailures: Story = {
  args: {
    failure: {
      kind: 'policy',
      fields: new Map([
        ['firstName', [{ code: 'VALID_NAME_FORMAT', params: {} }]],
        ['postalCode', [{ code: 'AT_LEAST_X_NUMBERS', params: {} }]],
      ]),
    },
  },
};

export const Failed: Story = {
  args: { failure: { kind: 'error', failure: 500, serviceMessage: 'Internal server error' } },
};

export const ReadOnly: Story = { args: { editable: false } };

export const German: Story = { args: { language: 'de' }, globals: { language: 'de' } };

export const GermanPolicyFailures: Story = {
  args: { ...PolicyFailures.args, language: 'de' },
  globals: { language: 'de' },
};

export const GermanReadOnly: Story = {
  args: { editable: false, language: 'de' },
  globals: { language: 'de' },
};
