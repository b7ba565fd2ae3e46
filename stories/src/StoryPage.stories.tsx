import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryPage } from '@kmx/ui';
import { exampleStoryView, exampleStoryWithHostedVideoView } from '@kmx/ui/examples';

const meta = {
  title: 'Pages/StoryPage',
  component: StoryPage,
  args: { view: exampleStoryView },
} satisfies Meta<typeof StoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithVideoFile: Story = {};

export const HostedVideoNoImage: Story = {
  args: { view: exampleStoryWithHostedVideoView },
};

export const LongTitle: Story = {
  args: {
    view: {
      ...exampleStoryView,
      story: {
        ...exampleStoryView.story,
        title:
          'Ten metres of wire per second, and every one of them measured twice on the way through the machine',
      },
    },
  },
};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
