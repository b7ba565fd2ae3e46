import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparePanelGroup, type PanelGroup } from '@kmx/ui';

const cutting: PanelGroup = {
  classificationSlug: 'cutting',
  title: 'Cutting',
  products: [
    { key: 'a1', name: 'Cutter 355', variant: 'Cutter 355 HD – up to 6 mm²', unavailable: false },
    { key: 'a2', name: 'Cutter 120', variant: null, unavailable: false },
    { key: 'w1', name: 'Zeta 650 Plus', variant: null, unavailable: true },
  ],
};

const meta = {
  title: 'Comparison/ComparePanelGroup',
  component: ComparePanelGroup,
  args: {
    group: cutting,
    canCompare: true,
    onCompare: () => undefined,
    onRemove: () => undefined,
    onRemoveGroup: () => undefined,
  },
} satisfies Meta<typeof ComparePanelGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One classification of the basket: a product no longer offered here says so. */
export const Loaded: Story = {};

/** Before the products are loaded the group is named from its slug and cannot be compared yet. */
export const Loading: Story = {
  args: {
    canCompare: false,
    group: {
      classificationSlug: 'wire-processing',
      title: 'Wire processing',
      products: [{ key: 'b1', name: 'Stripper 480', variant: null, unavailable: false }],
    },
  },
};

export const German: Story = { globals: { language: 'de' } };
