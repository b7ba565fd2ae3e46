import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideButtons } from '@kmx/ui';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/SideButtons',
  component: SideButtons,
  args: { onContact: () => undefined, onShare: () => undefined },
} satisfies Meta<typeof SideButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
