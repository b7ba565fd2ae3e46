import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAuthorPage } from '@kmx/ui';
import { exampleStoryAuthorView } from '@kmx/ui/examples';

const meta = {
  title: 'Pages/StoryAuthorPage',
  component: StoryAuthorPage,
  args: { view: exampleStoryAuthorView },
} satisfies Meta<typeof StoryAuthorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStories: Story = {};

export const NoStoriesYet: Story = {
  args: {
    view: {
      ...exampleStoryAuthorView,
      author: { ...exampleStoryAuthorView.author, stories: [] },
    },
  },
};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
