import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  everyPortalService,
  examplePortalUser,
  noPortalService,
  ticketsAndPendingDirect,
} from '@kmx/ui/examples';
import { PortalFrame } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/PortalFrame',
  component: PortalFrame,
  args: {
    localeCode: 'en',
    current: 'dashboard',
    session: { kind: 'signed-in', user: examplePortalUser, services: everyPortalService },
    onSignOut: () => undefined,
    onRetry: () => undefined,
    children: <p>The page of the current portal section.</p>,
  },
} satisfies Meta<typeof PortalFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the server renders for everyone: no personal data, only the dashboard in the navigation. */
export const UnknownUser: Story = { args: { session: { kind: 'unknown' } } };

export const EveryService: Story = {};

export const CurrentInventory: Story = { args: { current: 'inventory' } };

export const TicketsOnly: Story = {
  args: {
    current: 'serviceTickets',
    session: { kind: 'signed-in', user: examplePortalUser, services: ticketsAndPendingDirect },
  },
};

export const NewUser: Story = {
  args: { session: { kind: 'signed-in', user: examplePortalUser, services: noPortalService } },
};

export const SignInFailed: Story = { args: { session: { kind: 'failed' } } };

export const SigningOut: Story = { args: { session: { kind: 'signing-out' } } };

export const LongName: Story = {
  args: {
    session: {
      kind: 'signed-in',
      services: everyPortalService,
      user: {
        fullName: 'Maximiliane Theodora Wilhelmine von Kabelbaum-Abisolierhausen',
        email: 'maximiliane.von.kabelbaum-abisolierhausen@a-very-long-company-name.example.com',
        initials: 'MV',
      },
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const German: Story = {
  args: { localeCode: 'de-ch', current: 'inventory' },
  globals: { language: 'de' },
};

export const GermanUnknownUser: Story = {
  args: { localeCode: 'de-ch', session: { kind: 'unknown' } },
  globals: { language: 'de' },
};

export const GermanSignInFailed: Story = {
  args: { localeCode: 'de-ch', session: { kind: 'failed' } },
  globals: { language: 'de' },
};
