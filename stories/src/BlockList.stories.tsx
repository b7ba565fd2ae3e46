import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockList } from '@kmx/ui';

const meta = {
  title: 'Blocks/BlockList',
  component: BlockList,
  args: {
    blocks: [
      { id: 'a', type: 'RichText', html: '<h2>Rich text</h2><p>With <a href="#">a link</a>.</p>' },
      { id: 'b', type: 'Unknown', typeName: 'Hologram' },
    ],
  },
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForVisitors: Story = {};
export const ForEditors: Story = { args: { editing: true } };
