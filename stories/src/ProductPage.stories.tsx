import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductPage } from '@kmx/ui';
import { exampleBareProductPageView, exampleProductPageView } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Catalogue/ProductPage',
  component: ProductPage,
  args: { view: exampleProductPageView },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part: gallery, video, highlights, technical data, variants, downloads, related items. */
export const Complete: Story = {};

export const Imperial: Story = {
  args: { view: { ...exampleProductPageView, measurementSystem: 'Imperial' } },
};

export const German: Story = { globals: { language: 'de' } };

/** A product with nothing but its name and one picture. */
export const Bare: Story = { args: { view: exampleBareProductPageView } };

export const LongText: Story = {
  args: {
    view: {
      ...exampleProductPageView,
      product: {
        ...exampleProductPageView.product,
        name: 'Cutter 355 HD fully automatic cut-to-length machine for heavy cross-sections and sheathed cables',
        shortDescription: `${exampleProductPageView.product.shortDescription ?? ''} `.repeat(4),
      },
    },
  },
};

export const Mobile: Story = { ...mobile };
