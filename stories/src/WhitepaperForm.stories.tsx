import type { Meta, StoryObj } from '@storybook/react-vite';
import { WhitepaperForm } from '@kmx/ui';

const typed = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  country: 'United Kingdom',
  consent: false,
};

const meta = {
  title: 'Forms/WhitepaperForm',
  component: WhitepaperForm,
  args: {
    language: 'en',
    whitepaper: { id: 'wire-processing-guide', title: 'Wire processing guide' },
  },
} satisfies Meta<typeof WhitepaperForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const germanWhitepaper = { id: 'wire-processing-guide', title: 'Leitfaden Kabelverarbeitung' };
const german = {
  args: { language: 'de', whitepaper: germanWhitepaper },
  globals: { language: 'de' },
};

export const Empty: Story = {};
export const FieldErrors: Story = {
  args: {
    initial: {
      values: typed,
      errors: {
        company: 'Please enter the company you work for',
        consent: 'Please select the checkbox to continue',
      },
    },
  },
};
export const Sending: Story = { args: { initial: { values: typed, status: 'sending' } } };
/** Taken: the download started, and its link stays for another try. */
export const Sent: Story = {
  args: { initial: { status: 'sent', downloadUrl: '/api/forms/whitepaper/download/example' } },
};
export const Failed: Story = { args: { initial: { values: typed, status: 'failed' } } };

export const EmptyGerman: Story = { ...german };
export const FieldErrorsGerman: Story = {
  ...german,
  args: { ...german.args, initial: FieldErrors.args?.initial ?? {} },
};
export const SendingGerman: Story = { ...german, args: { ...german.args, ...Sending.args } };
export const SentGerman: Story = { ...german, args: { ...german.args, ...Sent.args } };
export const FailedGerman: Story = { ...german, args: { ...german.args, ...Failed.args } };
