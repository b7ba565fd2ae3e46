import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { GalleryBlock } from '@kmx/ui';
import { exampleGalleryBlock } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** Blocks take their colours from the content page's theme class. */
const inTheme =
  (theme: 'default' | 'dark' | 'light'): Decorator =>
  (Story) => (
    <div className={`content-page theme-${theme}`}>
      <Story />
    </div>
  );

const meta = {
  title: 'Blocks/GalleryBlock',
  component: GalleryBlock,
  args: { block: exampleGalleryBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof GalleryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleImage: Story = {
  args: { block: { ...exampleGalleryBlock, images: exampleGalleryBlock.images.slice(0, 1) } },
};

export const WithoutTitle: Story = { args: { block: { ...exampleGalleryBlock, title: null } } };

export const ManyImages: Story = {
  args: {
    block: {
      ...exampleGalleryBlock,
      images: [
        ...exampleGalleryBlock.images,
        ...exampleGalleryBlock.images,
        ...exampleGalleryBlock.images,
      ],
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
