import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparisonControls } from '@kmx/ui';

const meta = {
  title: 'Comparison/ComparisonControls',
  component: ComparisonControls,
  args: {
    measurementSystem: 'Metric',
    onMeasurementSystemChange: () => undefined,
    canHideIdentical: true,
    hideIdentical: false,
    onHideIdenticalChange: () => undefined,
  },
} satisfies Meta<typeof ComparisonControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The comparison's filter: units, and hiding what all products have alike. */
export const TwoOrMoreProducts: Story = {};

export const ImperialHidingIdentical: Story = {
  args: { measurementSystem: 'Imperial', hideIdentical: true },
};

/** One product: nothing can be identical, so the checkbox is left out. */
export const SingleProduct: Story = { args: { canHideIdentical: false } };

export const German: Story = { globals: { language: 'de' } };
