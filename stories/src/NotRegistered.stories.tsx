import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotRegistered } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/NotRegistered',
  component: NotRegistered,
  args: { localeCode: 'en', service: 'inventory', status: 'unregistered' },
} satisfies Meta<typeof NotRegistered>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unregistered: Story = {};

export const WithRegistrationLink: Story = {
  args: { service: 'komaxDirect', registrationHref: 'https://direct.example.com/register' },
};

export const Pending: Story = { args: { service: 'komaxDirect', status: 'pending' } };

export const German: Story = {
  args: { localeCode: 'de-ch', service: 'wireFlow' },
  globals: { language: 'de' },
};

export const GermanPending: Story = {
  args: { localeCode: 'de-ch', service: 'komaxDirect', status: 'pending' },
  globals: { language: 'de' },
};
