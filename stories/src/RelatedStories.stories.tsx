import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelatedStories } from '@kmx/ui';
import { exampleProductPageStories } from '@kmx/ui/examples';

const meta = {
  title: 'Catalogue/RelatedStories',
  component: RelatedStories,
  args: {
    stories: exampleProductPageStories,
    linkContext: { localeCode: 'en-ch', siteSlug: null },
  },
} satisfies Meta<typeof RelatedStories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
