import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelatedProducts } from '@kmx/ui';
import { exampleProductPageProduct } from '@kmx/ui/examples';

const meta = {
  title: 'Catalogue/RelatedProducts',
  component: RelatedProducts,
  args: {
    items: exampleProductPageProduct.relatedItems,
    linkContext: { localeCode: 'en-ch', siteSlug: null },
  },
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeGroups: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
