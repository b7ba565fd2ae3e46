import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpecificationTable } from '@kmx/ui';
import { exampleProductPageProduct } from '@kmx/ui/examples';

const meta = {
  title: 'Catalogue/SpecificationTable',
  component: SpecificationTable,
  args: { caption: 'Technical data', specifications: exampleProductPageProduct.specifications },
} satisfies Meta<typeof SpecificationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongValues: Story = {
  args: {
    specifications: [
      {
        name: 'Supported wire types and insulation materials for the standard blade set',
        value: 'PVC, PE, PUR, silicone, Teflon, glass fibre, rubber, shielded and twisted pairs',
        unit: null,
        measurementSystem: null,
      },
    ],
  },
};
