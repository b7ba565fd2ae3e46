import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparedProductRows, comparisonViewModel } from '@kmx/ui';
import { exampleComparedProducts, exampleComparisonBasket } from '@kmx/ui/examples';

const { columns } = comparisonViewModel({
  entries: exampleComparisonBasket.groups[0]?.products ?? [],
  products: exampleComparedProducts,
  measurementSystem: 'Metric',
  hideIdentical: false,
});

const meta = {
  title: 'Comparison/ComparedProductRows',
  component: ComparedProductRows,
  args: {
    columns,
    measurementSystem: 'Metric',
    onChangeVariant: () => undefined,
    onRemove: () => undefined,
  },
  // Rows of the comparison table: drawn inside one, as there.
  decorators: [
    (Story) => (
      <table className="comparison-view__table">
        <tbody>
          <Story />
        </tbody>
      </table>
    ),
  ],
} satisfies Meta<typeof ComparedProductRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, variant choice and removal, one cell per product. */
export const Metric: Story = {};

/** The variants named in the imperial system. */
export const Imperial: Story = { args: { measurementSystem: 'Imperial' } };

export const German: Story = { globals: { language: 'de' } };
