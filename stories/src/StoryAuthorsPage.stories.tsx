import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAuthorsPage } from '@kmx/ui';
import { exampleStoryAuthorsView } from '@kmx/ui/examples';

const meta = {
  title: 'Pages/StoryAuthorsPage',
  component: StoryAuthorsPage,
  args: { view: exampleStoryAuthorsView },
} satisfies Meta<typeof StoryAuthorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Authors: Story = {};

export const NoAuthors: Story = { args: { view: { ...exampleStoryAuthorsView, authors: [] } } };

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
