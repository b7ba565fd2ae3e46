import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparePanelBasket, type PanelGroup } from '@kmx/ui';

const groups: readonly PanelGroup[] = [
  {
    classificationSlug: 'cutting',
    title: 'Cutting',
    products: [
      { key: 'a1', name: 'Cutter 355', variant: 'Cutter 355 HD – up to 6 mm²', unavailable: false },
      { key: 'a2', name: 'Cutter 120', variant: null, unavailable: false },
    ],
  },
  {
    classificationSlug: 'stripping',
    title: 'Stripping',
    products: [{ key: 'b1', name: 'Stripper 480', variant: null, unavailable: false }],
  },
];

const meta = {
  title: 'Comparison/ComparePanelBasket',
  component: ComparePanelBasket,
  args: {
    groups,
    status: 'success',
    onRetry: () => undefined,
    onCompare: () => undefined,
    onRemove: () => undefined,
    onRemoveGroup: () => undefined,
  },
} satisfies Meta<typeof ComparePanelBasket>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The compare panel's contents: the basket group by group. */
export const Loaded: Story = {};

export const Loading: Story = { args: { status: 'pending' } };

export const Failed: Story = { args: { status: 'error' } };

export const Empty: Story = { args: { groups: [] } };

export const German: Story = { globals: { language: 'de' } };
