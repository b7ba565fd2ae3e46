import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { SearchIcon } from '@kmx/ui';

/** The icon is decorative; the search button beside it carries the text. */
const labelled: Decorator = (Story) => (
  <p>
    <Story /> Search
  </p>
);

const meta = {
  title: 'Search/SearchIcon',
  component: SearchIcon,
  decorators: [labelled],
} satisfies Meta<typeof SearchIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icon: Story = {};
