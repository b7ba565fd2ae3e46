import type { Meta, StoryObj } from '@storybook/react-vite';
import { CapabilitiesSearch } from '@kmx/ui';
import { exampleProductPageProduct } from '@kmx/ui/examples';

const meta = {
  title: 'Catalogue/CapabilitiesSearch',
  component: CapabilitiesSearch,
  args: { capabilities: exampleProductPageProduct.capabilities },
} satisfies Meta<typeof CapabilitiesSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type in the field to filter; "etanch" finds "Étanchéité". */
export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const OneCapability: Story = {
  args: { capabilities: exampleProductPageProduct.capabilities.slice(0, 1) },
};
