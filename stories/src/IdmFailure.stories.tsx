import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdmFailure } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/Account/IdmFailure',
  component: IdmFailure,
  args: { details: { failure: 500, serviceMessage: 'Internal server error' } },
} satisfies Meta<typeof IdmFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {};

export const TimedOut: Story = { args: { details: { failure: 'timeout', serviceMessage: '' } } };

export const WithRetry: Story = { args: { onRetry: () => undefined } };

export const German: Story = { globals: { language: 'de' } };

export const GermanTimedOut: Story = { ...TimedOut, globals: { language: 'de' } };
