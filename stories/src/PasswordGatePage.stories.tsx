import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordGatePage } from '@kmx/ui';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Pages/PasswordGatePage',
  component: PasswordGatePage,
  args: {
    pageTitle: 'Internal: Productronica booth team',
    formAction: '/en/productronica/internal',
    error: null,
    focusOnError: false,
  },
} satisfies Meta<typeof PasswordGatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any attempt; submitting it empty shows "Please enter a password" in the browser. */
export const Empty: Story = {};

export const EmptyPassword: Story = { args: { error: 'Please enter a password' } };

export const WrongPassword: Story = {
  args: { error: 'The password is not correct. Please check it and try again.' },
};

export const TooManyAttempts: Story = {
  args: { error: 'Too many attempts. Please wait a minute, then try again.' },
};

export const LongTitle: Story = {
  args: {
    pageTitle:
      'Internal downloads for the brand portal partners: price lists, logos, photography and the complete set of product data sheets',
  },
};

export const German: Story = {
  args: {
    pageTitle: 'Interne Downloads',
    error: 'Das Passwort ist nicht korrekt. Bitte prüfen Sie es und versuchen Sie es erneut.',
  },
  globals: { language: 'de' },
};

export const Mobile: Story = {
  ...mobile,
  args: { error: 'Please enter a password' },
};
