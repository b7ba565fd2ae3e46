import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryCard } from '@kmx/ui';
import { exampleStoryTeasers } from '@kmx/ui/examples';

const [withVideo, plain, longText] = exampleStoryTeasers;
if (withVideo === undefined || plain === undefined || longText === undefined) {
  throw new Error('story examples missing');
}

const meta = {
  title: 'Stories/StoryCard',
  component: StoryCard,
  args: { story: withVideo, links: { localeCode: 'en-ch', siteSlug: null }, dateLocale: 'en-CH' },
} satisfies Meta<typeof StoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithVideo: Story = {};

export const WithoutVideo: Story = { args: { story: plain } };

export const LongTextNoImage: Story = { args: { story: longText } };

export const German: Story = {
  args: { links: { localeCode: 'de-ch', siteSlug: null }, dateLocale: 'de-CH' },
  globals: { language: 'de' },
};
