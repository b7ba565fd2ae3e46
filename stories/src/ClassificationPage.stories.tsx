import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClassificationPage } from '@kmx/ui';
import {
  exampleCatalogueProducts,
  exampleCatalogueRootView,
  exampleClassificationView,
  exampleEmptyClassificationView,
  exampleEmptyFinderView,
  exampleNarrowedCatalogueRootView,
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

/** The product catalogue's root: its finder (a GET form) and page links, page 2 of 3. */
export const RootWithFinder: Story = { args: { view: exampleCatalogueRootView } };

/** The root narrowed by a classification and a capability: "Clear filters", one page. */
export const FinderNarrowed: Story = { args: { view: exampleNarrowedCatalogueRootView } };

/** The root narrowed to nothing. */
export const FinderNothingFound: Story = { args: { view: exampleEmptyFinderView } };

export const RootWithFinderGerman: Story = {
  args: { view: exampleCatalogueRootView },
  globals: { language: 'de' },
};

export const RootWithFinderMobile: Story = { args: { view: exampleCatalogueRootView }, ...mobile };
