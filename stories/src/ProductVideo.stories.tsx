import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ProductVideo } from '@kmx/ui';
import { exampleProductPageProduct } from '@kmx/ui/examples';

const video = exampleProductPageProduct.video ?? { url: '', thumbnailUrls: [], alt: '' };

/** The component has no visible text of its own; the page shows it below the product's name. */
const titled: Decorator = (Story) => (
  <section>
    <h2>The Cutter 355 at work</h2>
    <Story />
  </section>
);

const meta = {
  title: 'Catalogue/ProductVideo',
  component: ProductVideo,
  decorators: [titled],
  args: { video },
} satisfies Meta<typeof ProductVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VideoFile: Story = {};

export const OnAPlatform: Story = {
  args: { video: { ...video, url: 'https://www.youtube.com/watch?v=cutter355' } },
};

export const German: Story = { globals: { language: 'de' } };
