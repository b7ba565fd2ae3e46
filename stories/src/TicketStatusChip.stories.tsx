import type { Meta, StoryObj } from '@storybook/react-vite';
import { ticketStatuses } from '@kmx/domain/portal';
import { TicketStatusChip } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/TicketStatusChip',
  component: TicketStatusChip,
  args: { status: ticketStatuses.open },
} satisfies Meta<typeof TicketStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const InProgress: Story = { args: { status: ticketStatuses.inProgress } };

export const AwaitingCustomer: Story = { args: { status: ticketStatuses.awaitingCustomer } };

export const Closed: Story = { args: { status: ticketStatuses.closed } };

export const German: Story = { globals: { language: 'de' } };

export const GermanInProgress: Story = {
  args: { status: ticketStatuses.inProgress },
  globals: { language: 'de' },
};

export const GermanAwaitingCustomer: Story = {
  args: { status: ticketStatuses.awaitingCustomer },
  globals: { language: 'de' },
};

export const GermanClosed: Story = {
  args: { status: ticketStatuses.closed },
  globals: { language: 'de' },
};
