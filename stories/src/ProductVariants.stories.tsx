import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductVariants } from '@kmx/ui';
import { exampleProductPageProduct } from '@kmx/ui/examples';
import { useState } from 'react';

function Interactive() {
  const [variantId, setVariantId] = useState<string | null>(null);
  return (
    <ProductVariants
      variants={exampleProductPageProduct.variants}
      system="Metric"
      variantId={variantId}
      onVariantChange={setVariantId}
    />
  );
}

const meta = {
  title: 'Catalogue/ProductVariants',
  component: ProductVariants,
  args: {
    variants: exampleProductPageProduct.variants,
    system: 'Metric',
    variantId: null,
    onVariantChange: () => undefined,
  },
} satisfies Meta<typeof ProductVariants>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Metric: Story = {};

export const ImperialSecondVariant: Story = {
  args: { system: 'Imperial', variantId: 'cutter-355-hd' },
};

export const Choosing: Story = { render: () => <Interactive /> };

export const German: Story = { globals: { language: 'de' } };
