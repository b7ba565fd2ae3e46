import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ProductGallery } from '@kmx/ui';
import { exampleProductPageProduct } from '@kmx/ui/examples';

/** The component has no visible text of its own; the page shows it below the product's name. */
const titled: Decorator = (Story) => (
  <section>
    <h2>Pictures of the Cutter 355</h2>
    <Story />
  </section>
);

const meta = {
  title: 'Catalogue/ProductGallery',
  component: ProductGallery,
  decorators: [titled],
  args: { images: exampleProductPageProduct.images, productName: exampleProductPageProduct.name },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a thumbnail to show its picture large. */
export const ThreeImages: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const OneImage: Story = { args: { images: exampleProductPageProduct.images.slice(0, 1) } };
