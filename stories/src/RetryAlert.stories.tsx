import type { Meta, StoryObj } from '@storybook/react-vite';
import { RetryAlert } from '@kmx/ui';

const meta = {
  title: 'Furniture/RetryAlert',
  component: RetryAlert,
  args: {
    message: 'The comparison could not be loaded.',
    retryLabel: 'Try again',
    onRetry: () => undefined,
  },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Something failed to load in a dialog or on the page; the button tries again. */
export const OnThePage: Story = {};

/** In the header's dark location panel, where the alert takes the panel's colours. */
export const InTheHeaderPanel: Story = {
  args: {
    tone: 'furniture',
    message: 'The countries could not be loaded.',
  },
  decorators: [
    (Story) => (
      <div className="site-header site-header--dark" style={{ padding: '1rem', maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const German: Story = {
  args: {
    message: 'Der Vergleich konnte nicht geladen werden.',
    retryLabel: 'Erneut versuchen',
  },
  globals: { language: 'de' },
};
