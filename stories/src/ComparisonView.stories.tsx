import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparisonView } from '@kmx/ui';
import {
  exampleComparedProducts,
  exampleComparisonBasket,
  exampleWithdrawnComparisonEntries,
} from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const [cutting, stripping] = exampleComparisonBasket.groups;

const meta = {
  title: 'Comparison/ComparisonView',
  component: ComparisonView,
  args: {
    open: true,
    title: 'Cutting',
    entries: cutting?.products ?? [],
    products: exampleComparedProducts,
    measurementSystem: 'Metric',
    onChangeVariant: () => undefined,
    onRemove: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof ComparisonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProducts: Story = {};

export const Imperial: Story = { args: { measurementSystem: 'Imperial' } };

/** With one product there is nothing to hide as identical, so the checkbox is left out. */
export const SingleProduct: Story = {
  args: { title: 'Stripping', entries: stripping?.products ?? [] },
};

export const ProductNotAvailable: Story = {
  args: {
    products: exampleComparedProducts.filter((product) => product.slug !== 'cutter-120'),
  },
};

/**
 * Entries the catalogue no longer answers for: named by the name kept in the basket, or from the
 * slug for an entry stored before names were kept.
 */
export const NotAvailableFromOlderBasket: Story = {
  args: { entries: [...(cutting?.products ?? []), ...exampleWithdrawnComparisonEntries] },
};

export const NoSpecifications: Story = {
  args: {
    products: exampleComparedProducts.map((product) => ({
      ...product,
      specifications: [],
      variants: [],
    })),
  },
};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
