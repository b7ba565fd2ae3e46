import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardTileStatuses } from '@kmx/domain/portal';
import { ServiceStatus } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/ServiceStatus',
  component: ServiceStatus,
  args: { status: dashboardTileStatuses.active },
} satisfies Meta<typeof ServiceStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Pending: Story = { args: { status: dashboardTileStatuses.pending } };

export const Unregistered: Story = { args: { status: dashboardTileStatuses.unregistered } };

export const ComingSoon: Story = { args: { status: dashboardTileStatuses.comingsoon } };

export const German: Story = { globals: { language: 'de' } };

export const GermanPending: Story = {
  args: { status: dashboardTileStatuses.pending },
  globals: { language: 'de' },
};

export const GermanUnregistered: Story = {
  args: { status: dashboardTileStatuses.unregistered },
  globals: { language: 'de' },
};

export const GermanComingSoon: Story = {
  args: { status: dashboardTileStatuses.comingsoon },
  globals: { language: 'de' },
};
