import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlashMessageBlock } from '@kmx/ui';

const meta = {
  title: 'Blocks/FlashMessageBlock',
  component: FlashMessageBlock,
  args: {
    block: {
      id: 'notice',
      type: 'FlashMessage',
      message: {
        title: 'Welcome',
        text: 'Our new <strong>cutting and stripping</strong> range is here.',
      },
    },
  },
} satisfies Meta<typeof FlashMessageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheContentService: Story = {};
