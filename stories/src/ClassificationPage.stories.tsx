import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClassificationPage } from '@kmx/ui';
import {
  exampleCatalogueProducts,
  exampleClassificationView,
  exampleEmptyClassificationView,
} from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Catalogue/ClassificationPage',
  component: ClassificationPage,
  args: { view: exampleClassificationView },
} satisfies Meta<typeof ClassificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Child classifications as cards, then the products with their comparison buttons. */
export const WithChildrenAndProducts: Story = {};

/** A leaf: products only. */
export const ProductsOnly: Story = {
  args: {
    view: {
      ...exampleClassificationView,
      classification: { ...exampleClassificationView.classification, childClassifications: [] },
    },
  },
};

/** The catalogue root: children only, nothing filed directly under it. */
export const ChildrenOnly: Story = {
  args: { view: { ...exampleClassificationView, products: [] } },
};

/** The service catalogue: no comparison. */
export const Services: Story = {
  args: {
    view: {
      ...exampleClassificationView,
      catalogue: 'services',
      classification: {
        ...exampleClassificationView.classification,
        name: 'Maintenance',
        childClassifications: [],
      },
    },
  },
};

/** Everything filtered away by the visitor's country. */
export const Empty: Story = { args: { view: exampleEmptyClassificationView } };

export const LongText: Story = {
  args: {
    view: {
      ...exampleClassificationView,
      classification: {
        ...exampleClassificationView.classification,
        name: 'Wire processing machines, tools and accessories for the automotive and aerospace industries',
        description: `${exampleClassificationView.classification.description ?? ''} `.repeat(5),
      },
      products: [...exampleCatalogueProducts, ...exampleCatalogueProducts].map(
        (product, index) => ({
          ...product,
          slug: `${product.slug}-${index}`,
        }),
      ),
    },
  },
};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
