import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryVideo } from '@kmx/ui';
import { exampleStoryDetail } from '@kmx/ui/examples';

if (exampleStoryDetail.video === null) throw new Error('example story has no video');

const meta = {
  title: 'Stories/StoryVideo',
  component: StoryVideo,
  args: { video: exampleStoryDetail.video, title: exampleStoryDetail.title },
} satisfies Meta<typeof StoryVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtherOrigin: Story = {};

export const German: Story = { globals: { language: 'de' } };
