import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignedOutNotice } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/SignedOutNotice',
  component: SignedOutNotice,
  args: { localeCode: 'en', homeHref: '/en', state: 'signed-out' },
} satisfies Meta<typeof SignedOutNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningOut: Story = { args: { state: 'signing-out' } };

export const SignedOut: Story = {};

export const GermanSigningOut: Story = {
  args: { localeCode: 'de-ch', homeHref: '/de-ch', state: 'signing-out' },
  globals: { language: 'de' },
};

export const GermanSignedOut: Story = {
  args: { localeCode: 'de-ch', homeHref: '/de-ch' },
  globals: { language: 'de' },
};
