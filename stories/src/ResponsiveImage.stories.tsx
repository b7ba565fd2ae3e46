import type { Meta, StoryObj } from '@storybook/react-vite';
import { imageSizes } from '@kmx/domain/media';
import { ResponsiveImage } from '@kmx/ui';
import { exampleImages } from '@kmx/ui/examples';

const meta = {
  title: 'Blocks/ResponsiveImage',
  component: ResponsiveImage,
  args: { image: exampleImages.harnessLine, size: imageSizes.inline },
  decorators: [
    (Story) => (
      <figure>
        <Story />
        <figcaption>An image in its rendition, with webp and png candidates</figcaption>
      </figure>
    ),
  ],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fluid: Story = {};

export const FirstOnThePage: Story = { args: { eager: true, size: imageSizes.stretched } };

export const FixedThumbnail: Story = {
  args: { image: exampleImages.documentCover, size: imageSizes.documentThumbnail, mode: 'fixed' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
