import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductHighlights } from '@kmx/ui';
import { exampleProductPageProduct } from '@kmx/ui/examples';

const meta = {
  title: 'Catalogue/ProductHighlights',
  component: ProductHighlights,
  args: { highlights: exampleProductPageProduct.highlights },
} satisfies Meta<typeof ProductHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invalid third highlight of the example is not shown. */
export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
