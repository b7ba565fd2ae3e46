import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockList } from '@kmx/ui';
import { exampleBlocks } from '@kmx/ui/examples';

const meta = {
  title: 'Blocks/BlockList',
  component: BlockList,
  args: { blocks: exampleBlocks },
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForVisitors: Story = {};

export const ForEditors: Story = { args: { editing: true } };

export const WithASiteRenderer: Story = {
  args: {
    registry: {
      Quote: ({ block }) => (
        <p className="block">
          <strong>Brand portal quote:</strong> {block.quote}
        </p>
      ),
    },
  },
};

export const Empty: Story = {
  args: { blocks: [] },
  decorators: [
    (Story) => (
      <div>
        <p>A page without blocks draws nothing here:</p>
        <Story />
      </div>
    ),
  ],
};
