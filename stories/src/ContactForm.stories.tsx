import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from '@kmx/ui';

const typed = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Navy',
  country: 'United States',
  phone: 'call me',
  message: 'Which machine strips 0.13 mm² wires?',
  consent: false,
};

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { language: 'en' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const german = { args: { language: 'de' }, globals: { language: 'de' } };

export const Empty: Story = {};
/** Opened from a product page: the request names the product. */
export const FromAProductPage: Story = { args: { product: 'Zeta 640' } };
export const FieldErrors: Story = {
  args: {
    initial: {
      values: typed,
      errors: {
        phone: 'Please enter a valid phone number',
        consent: 'Please select the checkbox to continue',
      },
    },
  },
};
export const Sending: Story = { args: { initial: { values: typed, status: 'sending' } } };
export const Sent: Story = { args: { initial: { status: 'sent' } } };
export const Failed: Story = { args: { initial: { values: typed, status: 'failed' } } };

export const EmptyGerman: Story = { ...german };
export const FromAProductPageGerman: Story = {
  ...german,
  args: { ...german.args, product: 'Zeta 640' },
};
export const FieldErrorsGerman: Story = {
  ...german,
  args: { ...german.args, initial: FieldErrors.args?.initial ?? {} },
};
export const SendingGerman: Story = { ...german, args: { ...german.args, ...Sending.args } };
export const SentGerman: Story = { ...german, args: { ...german.args, ...Sent.args } };
export const FailedGerman: Story = { ...german, args: { ...german.args, ...Failed.args } };
