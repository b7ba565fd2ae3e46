import type { Meta, StoryObj } from '@storybook/react-vite';
import { accessStatuses } from '@kmx/domain/portal';
import { AccessStatusChip } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/AccessStatusChip',
  component: AccessStatusChip,
  args: { status: 'pending' },
} satisfies Meta<typeof AccessStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

const everyStatus = () => (
  <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
    {accessStatuses.map((status) => (
      <AccessStatusChip key={status} status={status} />
    ))}
  </p>
);

/** The seven statuses of spec portal 3, each with its name. */
export const EveryStatus: Story = { render: everyStatus };

export const Invited: Story = { args: { status: 'invited' } };
export const InviteExpired: Story = { args: { status: 'invite-expired' } };
export const Pending: Story = {};
export const Active: Story = { args: { status: 'active' } };
export const Inactive: Story = { args: { status: 'inactive' } };
export const Declined: Story = { args: { status: 'declined' } };
export const Unknown: Story = { args: { status: 'unknown' } };

export const German: Story = { render: everyStatus, globals: { language: 'de' } };
