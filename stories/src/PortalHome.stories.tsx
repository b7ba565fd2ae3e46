import type { Meta, StoryObj } from '@storybook/react-vite';
import { PortalHome } from '@kmx/ui';

const meta = {
  title: 'Portal/PortalHome',
  component: PortalHome,
  args: {
    session: {
      kind: 'signed-in',
      user: { fullName: 'Anna Customer', email: 'anna.customer@example.com', initials: 'AC' },
    },
    onSignOut: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof PortalHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const SigningIn: Story = { args: { session: { kind: 'signing-in' } } };
export const SigningOut: Story = { args: { session: { kind: 'signing-out' } } };
export const Failed: Story = { args: { session: { kind: 'failed' } } };
export const LongName: Story = {
  args: {
    session: {
      kind: 'signed-in',
      user: {
        fullName: 'Maximiliane Theodora Wilhelmine von Kabelbaum-Abisolierhausen',
        email: 'maximiliane.von.kabelbaum-abisolierhausen@a-very-long-company-name.example.com',
        initials: 'MV',
      },
    },
  },
};
