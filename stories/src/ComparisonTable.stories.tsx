import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparisonTable, comparisonViewModel } from '@kmx/ui';
import { exampleComparedProducts, exampleComparisonBasket } from '@kmx/ui/examples';

const cutting = exampleComparisonBasket.groups[0]?.products ?? [];

function tableOf(measurementSystem: 'Metric' | 'Imperial', hideIdentical = false) {
  const { columns, rows } = comparisonViewModel({
    entries: cutting,
    products: exampleComparedProducts,
    measurementSystem,
    hideIdentical,
  });
  return { columns, rows, measurementSystem };
}

const meta = {
  title: 'Comparison/ComparisonTable',
  component: ComparisonTable,
  args: { ...tableOf('Metric'), onChangeVariant: () => undefined, onRemove: () => undefined },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The products side by side, then one row per specification. */
export const Metric: Story = {};

export const Imperial: Story = { args: tableOf('Imperial') };

export const IdenticalHidden: Story = { args: tableOf('Metric', true) };

export const German: Story = { globals: { language: 'de' } };
