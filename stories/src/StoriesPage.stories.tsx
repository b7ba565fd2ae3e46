import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoriesPage } from '@kmx/ui';
import {
  exampleEmptyStoriesView,
  exampleFilteredStoriesView,
  exampleGermanStoriesView,
  exampleStoriesView,
  exampleStoriesViewWithIntro,
} from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Pages/StoriesPage',
  component: StoriesPage,
  args: { view: exampleStoriesView },
} satisfies Meta<typeof StoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllStories: Story = {};

/** Headed by the CMS page at `/stories`: its title and blocks replace the ui's texts. */
export const WithCmsIntro: Story = { args: { view: exampleStoriesViewWithIntro } };

export const FilteredWithRecommendedReads: Story = {
  args: { view: exampleFilteredStoriesView },
};

export const NoStoryMatches: Story = {
  args: { view: exampleEmptyStoriesView },
};

export const German: Story = {
  args: { view: exampleGermanStoriesView },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile };
