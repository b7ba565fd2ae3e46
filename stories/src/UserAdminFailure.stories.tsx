import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserAdminFailure } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/UserAdminFailure',
  component: UserAdminFailure,
  args: {
    title: 'Denying the request failed',
    details: '409 This action is not offered for this access',
  },
} satisfies Meta<typeof UserAdminFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefusedChange: Story = {};

export const LoadingWithRetry: Story = {
  args: {
    title: 'The users could not be loaded. Please try again.',
    details: 'timeout',
    onRetry: () => undefined,
  },
};

export const WithoutDetails: Story = { args: { details: '' } };

export const German: Story = {
  args: { title: 'Das Ablehnen der Anfrage ist fehlgeschlagen' },
  globals: { language: 'de' },
};
