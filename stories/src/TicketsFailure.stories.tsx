import type { Meta, StoryObj } from '@storybook/react-vite';
import { TicketsFailure } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/TicketsFailure',
  component: TicketsFailure,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof TicketsFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const German: Story = { globals: { language: 'de' } };
