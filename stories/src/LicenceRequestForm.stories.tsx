import type { Meta, StoryObj } from '@storybook/react-vite';
import { LicenceRequestForm } from '@kmx/ui';

const typed = {
  email: 'ada@example',
  firstName: 'Ada',
  lastName: '',
  company: 'Analytical Engines',
  country: 'Switzerland',
  product: 'Zeta 640',
  serialNumber: 'SN-1234',
  details: 'The licences of the open-source parts, please.',
};

const meta = {
  title: 'Forms/LicenceRequestForm',
  component: LicenceRequestForm,
  args: { language: 'en' },
} satisfies Meta<typeof LicenceRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const german = { args: { language: 'de' }, globals: { language: 'de' } };

export const Empty: Story = {};
export const FieldErrors: Story = {
  args: {
    initial: {
      values: typed,
      errors: {
        email: 'Please provide a valid email address',
        lastName: 'Please enter your last name',
      },
    },
  },
};
export const Sending: Story = { args: { initial: { values: typed, status: 'sending' } } };
export const Sent: Story = { args: { initial: { status: 'sent' } } };
export const Failed: Story = { args: { initial: { values: typed, status: 'failed' } } };

export const EmptyGerman: Story = { ...german };
export const FieldErrorsGerman: Story = {
  ...german,
  args: { ...german.args, initial: FieldErrors.args?.initial ?? {} },
};
export const SendingGerman: Story = { ...german, args: { ...german.args, ...Sending.args } };
export const SentGerman: Story = { ...german, args: { ...german.args, ...Sent.args } };
export const FailedGerman: Story = { ...german, args: { ...german.args, ...Failed.args } };
