import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecommendedStories } from '@kmx/ui';
import { exampleRecommendedStories } from '@kmx/ui/examples';

const meta = {
  title: 'Stories/RecommendedStories',
  component: RecommendedStories,
  args: {
    stories: exampleRecommendedStories,
    links: { localeCode: 'en', siteSlug: null },
    dateLocale: 'en',
  },
} satisfies Meta<typeof RecommendedStories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeReads: Story = {};

export const German: Story = {
  args: { links: { localeCode: 'de', siteSlug: null }, dateLocale: 'de' },
  globals: { language: 'de' },
};
