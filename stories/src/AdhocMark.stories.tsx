import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { AdhocMark } from '@kmx/ui';

/** The mark sits beside a release's title. */
const titled: Decorator = (Story) => (
  <h2>
    Komax publishes preliminary figures <Story />
  </h2>
);

const meta = {
  title: 'News/AdhocMark',
  component: AdhocMark,
  decorators: [titled],
} satisfies Meta<typeof AdhocMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const German: Story = { globals: { language: 'de' } };
