import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CatalogueImage } from '@kmx/ui';
import { exampleClassificationView } from '@kmx/ui/examples';

/** The picture has no visible text of its own; cards show it above their name. */
const titled: Decorator = (Story) => (
  <section>
    <h2>Classification picture</h2>
    <Story />
  </section>
);

const { classification } = exampleClassificationView;

const meta = {
  title: 'Catalogue/CatalogueImage',
  component: CatalogueImage,
  decorators: [titled],
  args: {
    image: classification.image,
    imageHighRes: classification.imageHighRes,
    alt: classification.name,
  },
} satisfies Meta<typeof CatalogueImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothSizes: Story = {};
