import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelatedProducts } from '@kmx/ui';
import { exampleComparisonServices, exampleProductPageProduct } from '@kmx/ui/examples';
import { beforeHydration, withComparison } from './with-comparison';

const emptyBasket = exampleComparisonServices();
const inBasket = exampleComparisonServices({
  basket: {
    groups: [
      {
        classificationSlug: 'cutting',
        products: [{ key: 'r1', slug: 'cutter-455', variantId: null, name: 'Cutter 455' }],
      },
    ],
  },
});

const meta = {
  title: 'Catalogue/RelatedProducts',
  component: RelatedProducts,
  args: {
    items: exampleProductPageProduct.relatedItems,
    linkContext: { localeCode: 'en-ch', siteSlug: null },
  },
  decorators: [withComparison(emptyBasket)],
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Related products and components can join the comparison; services cannot. */
export const ThreeGroups: Story = {};

/** A related product already in the comparison: its button is pressed. */
export const InComparison: Story = {
  decorators: [withComparison(inBasket)],
};

/** On the server and while hydrating: no basket yet, so the buttons are inert. */
export const BeforeHydration: Story = {
  decorators: [beforeHydration],
};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
