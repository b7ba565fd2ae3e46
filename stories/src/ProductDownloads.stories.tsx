import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductDownloads } from '@kmx/ui';
import { exampleProductPageProduct } from '@kmx/ui/examples';

const meta = {
  title: 'Catalogue/ProductDownloads',
  component: ProductDownloads,
  args: { documents: exampleProductPageProduct.documents },
} satisfies Meta<typeof ProductDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const LongNames: Story = {
  args: {
    documents: exampleProductPageProduct.documents.map((document) => ({
      ...document,
      name: `${document.name}: operating instructions, safety notes and maintenance schedule, edition 2024`,
    })),
  },
};
