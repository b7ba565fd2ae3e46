import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceVideo } from '@kmx/ui';
import { exampleProduct } from '@kmx/ui/examples';

if (exampleProduct.video === null) throw new Error('example product has no video');

const meta = {
  title: 'Catalogue/ServiceVideo',
  component: ServiceVideo,
  args: { video: exampleProduct.video },
} satisfies Meta<typeof ServiceVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlatformVideo: Story = {};

export const German: Story = { globals: { language: 'de' } };
