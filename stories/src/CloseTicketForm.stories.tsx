import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseTicketForm } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/CloseTicketForm',
  component: CloseTicketForm,
  args: { ticketId: '4711', busy: false, failed: false, onConfirm: () => undefined },
} satisfies Meta<typeof CloseTicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

export const Busy: Story = { args: { busy: true } };

export const Failed: Story = { args: { failed: true } };

export const German: Story = { globals: { language: 'de' } };
