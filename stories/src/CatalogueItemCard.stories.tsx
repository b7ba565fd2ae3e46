import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddToComparisonButton, CatalogueItemCard } from '@kmx/ui';
import { exampleCatalogueProducts, exampleFrame } from '@kmx/ui/examples';

const [first, second] = exampleCatalogueProducts;
if (first === undefined || second === undefined) throw new Error('catalogue examples missing');

const meta = {
  title: 'Catalogue/CatalogueItemCard',
  component: CatalogueItemCard,
  args: { item: first, frame: exampleFrame },
} satisfies Meta<typeof CatalogueItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Product: Story = {};

export const WithCompareButton: Story = {
  args: {
    item: second,
    action: (
      <AddToComparisonButton
        productSlug={second.slug}
        classificationSlug="cutting"
        productName={second.name}
      />
    ),
  },
};
